//! Why an engine opponent stopped playing, in words.

use morris_engine::client::EngineFailure;

use crate::{Localizer, tr};

/// Why the engine stopped, as a clause to follow "cannot play": could not
/// start, stopped, fell silent, answered what is not a move or a move the
/// rules forbid. A detail that comes from the system (an error of the
/// operating system, the engine's own words) is quoted as it is.
#[must_use]
pub fn engine_failure(loc: &Localizer, failure: &EngineFailure) -> String {
    match failure {
        EngineFailure::Start(why) if why.is_empty() => tr!(loc, "engine-failure-start-plain"),
        EngineFailure::Start(why) => tr!(loc, "engine-failure-start", detail = why.as_str()),
        EngineFailure::Crashed(why) if why.is_empty() => tr!(loc, "engine-failure-crashed-plain"),
        EngineFailure::Crashed(why) => tr!(loc, "engine-failure-crashed", detail = why.as_str()),
        EngineFailure::Timeout(time) => tr!(
            loc,
            "engine-failure-timeout",
            seconds = super::decimal(loc, time.as_secs_f64(), 1, false)
        ),
        EngineFailure::Garbled(answer) => {
            tr!(loc, "engine-failure-garbled", answer = answer.as_str())
        }
        EngineFailure::Illegal(e) => tr!(loc, "engine-failure-illegal", turn = e.mv.to_string()),
        EngineFailure::ClaimedGameOver(answer) => {
            tr!(loc, "engine-failure-claimed", answer = answer.as_str())
        }
        // A failure of a newer engine client, in its own words.
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use std::time::Duration;

    #[test]
    fn every_failure_is_worded_in_every_language() {
        let failures = [
            EngineFailure::Start(String::new()),
            EngineFailure::Start("No such file or directory (os error 2)".to_owned()),
            EngineFailure::Crashed(String::new()),
            EngineFailure::Crashed("exit status: 1".to_owned()),
            EngineFailure::Timeout(Duration::from_millis(2500)),
            EngineFailure::Garbled("hello".to_owned()),
            EngineFailure::ClaimedGameOver("none".to_owned()),
        ];
        for lang in Lang::ALL {
            let loc = Localizer::new(lang);
            for failure in &failures {
                let text = engine_failure(&loc, failure);
                assert!(!text.starts_with("engine-failure"), "{lang}: {failure:?}");
                assert!(!text.contains('{'), "{lang}: {text}");
                // Not the client's English, except in English.
                if lang != Lang::En {
                    assert_ne!(text, failure.to_string(), "{lang}");
                }
            }
        }
        let en = Localizer::new(Lang::En);
        assert_eq!(
            engine_failure(&en, &EngineFailure::Timeout(Duration::from_millis(2500))),
            "no answer within 2.5 s"
        );
    }
}
