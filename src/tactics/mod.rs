//! Janken Tactics: units of kinds on sides, moving by the cheapest path
//! within a budget of points over terrain, never passing an enemy or
//! next to an enemy that beats them. The decision is move validation.

pub mod table;
