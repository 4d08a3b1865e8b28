//! What bounds a search: depth and nodes; the caller also holds a
//! [`StopFlag`](crate::stop::StopFlag) it may raise.

/// How far a search may go. The search never reads a clock: a caller with a
/// deadline raises the [`StopFlag`](crate::stop::StopFlag) when it passes (see
/// [`crate::Thinker`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// The deepest iteration, in plies; `None` for no limit but the others.
    pub depth: Option<u32>,
    /// The most nodes to visit; `None` for no limit.
    pub nodes: Option<u64>,
}

impl Limits {
    /// A search to `depth` plies.
    #[must_use]
    pub const fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            nodes: None,
        }
    }

    /// A search of at most `nodes` nodes.
    #[must_use]
    pub const fn nodes(nodes: u64) -> Limits {
        Limits {
            depth: None,
            nodes: Some(nodes),
        }
    }
}
