//! The indices a model names its kinds and terrains by.

pub use crate::geometry::Offset;

/// A piece kind's index in the model's kinds.
pub type KindId = u8;
/// A terrain's index in the model's terrains.
pub type TerrainId = u8;
