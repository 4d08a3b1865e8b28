//! The shared transcript suite: game records replayed through the core and
//! through each frontend, all giving the same snapshot.
