//! Player-facing messages shared by the mill game frontends.
//!
//! This crate is being built; see the project issues.
#![deny(missing_docs)]
