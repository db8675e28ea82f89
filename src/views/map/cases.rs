//! The cases of a map game's input for the views: the map format's reader
//! as [`Cases`].

use crate::run::Cases;
use crate::scenario::ScenarioError;
use crate::scenario::map::{MapCase, MapReader};
use std::io::BufRead;

/// The cases of a map game's input, one at a time.
pub struct MapCases<R>(pub MapReader<R>);

impl<R: BufRead> Cases for MapCases<R> {
    type Case = MapCase;
    type Error = ScenarioError;

    fn next_case(&mut self) -> Result<Option<MapCase>, ScenarioError> {
        self.0.next_case()
    }

    fn footprint(case: &MapCase) -> usize {
        size_of::<MapCase>() + case.cells.len() * 2 + case.moves.text.len()
    }
}
