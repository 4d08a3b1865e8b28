//! The message catalogue: every file parses, and every language has exactly
//! the messages English has.

use std::collections::BTreeSet;

use fluent_syntax::ast::Entry;
use morris_i18n::{FILES, Lang};

fn ids(source: &str, what: &str) -> Vec<String> {
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{what} has Fluent syntax errors: {errors:?}"),
    };
    resource
        .body
        .iter()
        .filter_map(|e| match e {
            Entry::Message(m) => Some(m.id.name.to_owned()),
            Entry::Term(t) => Some(format!("-{}", t.id.name)),
            _ => None,
        })
        .collect()
}

#[test]
fn every_language_has_every_message_once() {
    for (file_index, file) in FILES.iter().enumerate() {
        let english = ids(Lang::En.sources()[file_index], &format!("en/{file}"));
        let english_set: BTreeSet<String> = english.iter().cloned().collect();
        assert_eq!(
            english_set.len(),
            english.len(),
            "duplicate ids in en/{file}"
        );
        for lang in Lang::ALL {
            let what = format!("{}/{file}", lang.code());
            let these = ids(lang.sources()[file_index], &what);
            let set: BTreeSet<String> = these.iter().cloned().collect();
            assert_eq!(set.len(), these.len(), "duplicate ids in {what}");
            let missing: Vec<&String> = english_set.difference(&set).collect();
            let extra: Vec<&String> = set.difference(&english_set).collect();
            assert!(missing.is_empty(), "{what} lacks {missing:?}");
            assert!(extra.is_empty(), "{what} has ids English lacks: {extra:?}");
        }
    }
}

#[test]
fn no_other_message_files_hide_in_the_locales() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    for lang in Lang::ALL {
        let mut found: Vec<String> = std::fs::read_dir(dir.join(lang.code()))
            .expect("a locale directory")
            .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
            .collect();
        found.sort();
        let mut expected: Vec<String> = FILES.iter().map(|f| (*f).to_owned()).collect();
        expected.sort();
        assert_eq!(found, expected, "{}", lang.code());
    }
}

/// Every `.rs` file under the frontends' source directories, and the
/// browser pages.
fn frontend_sources() -> String {
    let crates = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut text = String::new();
    let mut dirs = vec![
        crates.join("morris-repl/src"),
        crates.join("morris-gui/src"),
        crates.join("morris-i18n/src"),
        // The ids of the online server's refusals, which both frontends say.
        crates.join("morris-play/src/online"),
        // The browser pages of `morris serve`, which name their messages
        // in their script.
        crates.join("morris-server/web"),
    ];
    while let Some(dir) = dirs.pop() {
        if dir.is_file() {
            text.push_str(&std::fs::read_to_string(&dir).expect("a source file"));
            continue;
        }
        for entry in std::fs::read_dir(&dir)
            .expect("a source directory")
            .flatten()
        {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path
                .extension()
                .is_some_and(|e| e == "rs" || e == "html" || e == "js")
            {
                text.push_str(&std::fs::read_to_string(&path).expect("a source file"));
            }
        }
    }
    text
}

#[test]
fn every_message_is_used_by_a_frontend() {
    // Frontends name messages by string literals, never by building ids,
    // so a search of their sources finds every use.
    let sources = frontend_sources();
    let mut unused = Vec::new();
    for (file_index, file) in FILES.iter().enumerate() {
        for id in ids(Lang::En.sources()[file_index], &format!("en/{file}")) {
            if id.starts_with('-') {
                continue;
            }
            if !sources.contains(&format!("\"{id}\"")) {
                unused.push(format!("{file}: {id}"));
            }
        }
    }
    assert!(unused.is_empty(), "messages no frontend uses: {unused:#?}");
}

#[test]
fn a_win_is_counted_in_turns_everywhere_but_the_search_depth_in_plies() {
    // One unit for how far a win is, in every frontend: the turn (one
    // player's move), defined in the app's Help. Plies are left to the
    // search's depth, a technical setting.
    let allowed = ["error-bad-depth"];
    for (file_index, file) in FILES.iter().enumerate() {
        let source = Lang::En.sources()[file_index];
        let mut id = String::new();
        for line in source.lines() {
            if let Some((key, _)) = line.split_once(" = ")
                && !line.starts_with(' ')
            {
                key.clone_into(&mut id);
            }
            let text = line.to_lowercase();
            if text.contains(" plies") || text.contains(" ply") {
                assert!(
                    allowed.contains(&id.as_str()),
                    "en/{file}: {id} counts in plies: {line}"
                );
            }
        }
    }
    let en = morris_i18n::Localizer::new(Lang::En);
    assert!(
        en.text("gui-help-values")
            .contains("A turn is one player's move")
    );
}
