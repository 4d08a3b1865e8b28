//! The engine crate stays a library any program can take: on the core and
//! the AI only, and on no command-line or terminal crate.

/// The names in the `[dependencies]` table of this crate's manifest.
fn dependencies() -> Vec<String> {
    let manifest = include_str!("../Cargo.toml");
    let mut names = Vec::new();
    let mut inside = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            inside = line == "[dependencies]";
            continue;
        }
        if inside && !line.is_empty() && !line.starts_with('#') {
            let name = line.split(['=', '.', ' ']).next().unwrap_or_default();
            names.push(name.to_owned());
        }
    }
    names
}

#[test]
fn the_engine_depends_on_the_core_and_the_ai_and_no_frontend_crate() {
    let names = dependencies();
    assert!(names.contains(&"morris-core".to_owned()), "{names:?}");
    assert!(names.contains(&"morris-ai".to_owned()), "{names:?}");
    for name in &names {
        assert!(
            !name.starts_with("morris-") || name == "morris-core" || name == "morris-ai",
            "{name} is not for the engine crate"
        );
        assert!(
            !["clap", "rustyline", "indicatif", "nix", "anyhow"].contains(&name.as_str()),
            "{name} is not for the engine crate"
        );
    }
}
