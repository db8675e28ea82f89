//! RobotRace: lettered robots with a facing race for lettered tokens under
//! command programs; perfect play is a stable assignment of robots to
//! tokens.

pub mod table;
