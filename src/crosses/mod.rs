//! Crosses & Crosses: two sides place crosses by turns; full rectangles
//! are cut off; the contest question is re-enacting one side's moves for a
//! stated final score.

pub mod table;
