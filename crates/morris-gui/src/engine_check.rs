//! Whether an engine's command line can run, checked before a game starts
//! and said in the player's language: a quote left open, nothing typed, or
//! a program that is not there.

use std::path::Path;

use morris_i18n::{Localizer, tr};

/// Why `command` cannot start an engine, in words; `None` when it can
/// (its program is there: a path to a file, or a name found on the
/// `PATH`).
#[must_use]
pub fn engine_problem(loc: &Localizer, command: &str) -> Option<String> {
    if command.trim().is_empty() {
        return Some(tr!(loc, "gui-engine-empty"));
    }
    // Split as a shell would; what fails to split has a quote left open.
    let Ok(parsed) = command.parse::<morris_play::EngineCommand>() else {
        return Some(tr!(loc, "gui-engine-quotes"));
    };
    let program = parsed.words.first()?;
    (!program_exists(program)).then(|| tr!(loc, "gui-engine-missing", program = program.clone()))
}

/// Whether `program` names a file: as a path when it has a directory in
/// it, else in one of the `PATH`'s directories.
fn program_exists(program: &str) -> bool {
    let path = Path::new(program);
    if path.components().count() > 1 {
        return path.is_file();
    }
    std::env::var_os("PATH")
        .is_some_and(|dirs| std::env::split_paths(&dirs).any(|dir| dir.join(program).is_file()))
}

#[cfg(test)]
mod tests {
    use super::engine_problem;
    use morris_i18n::{Lang, Localizer};

    #[test]
    fn a_command_is_checked_before_it_is_run() {
        let en = Localizer::new(Lang::En);
        assert_eq!(engine_problem(&en, "sh -c true"), None, "on the PATH");
        assert_eq!(engine_problem(&en, "/bin/sh"), None, "a path");
        let missing = engine_problem(&en, "/no/such/engine uci").unwrap();
        assert!(missing.contains("/no/such/engine"), "{missing}");
        assert!(engine_problem(&en, "no-such-engine-anywhere").is_some());
        assert!(engine_problem(&en, "\"open").is_some());
        assert!(engine_problem(&en, "  ").is_some());
        let de = Localizer::new(Lang::De);
        let missing = engine_problem(&de, "/no/such/engine").unwrap();
        assert!(!missing.contains("no such"), "German: {missing}");
    }
}
