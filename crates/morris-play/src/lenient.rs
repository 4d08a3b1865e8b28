//! Reading settings leniently: every field that can be read is kept, and
//! only the ones that cannot take their defaults, so one bad value (a typo
//! in a hand-edited file, a field an older version wrote) never resets the
//! rest.

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// `T` from `value`, field by field: what can be read is taken, what cannot
/// keeps `T`'s default. Returns the value and the paths of the fields left
/// out (`rules.n-move`). `None` when `value` is not an object at all.
pub(crate) fn read<T: DeserializeOwned + Serialize + Default>(
    value: &Value,
) -> Option<(T, Vec<String>)> {
    let Value::Object(_) = value else {
        return None;
    };
    let mut merged = serde_json::to_value(T::default()).ok()?;
    let mut bad = Vec::new();
    merge::<T>(&mut merged, &[], value, &mut bad);
    let read = serde_json::from_value(merged).ok()?;
    Some((read, bad))
}

/// Puts each field of `from` into `into` at `path` where the whole still
/// reads as `T`; an object that does not is merged field by field.
fn merge<T: DeserializeOwned>(
    into: &mut Value,
    path: &[String],
    from: &Value,
    bad: &mut Vec<String>,
) {
    let Value::Object(fields) = from else {
        return;
    };
    for (key, value) in fields {
        let mut here = path.to_vec();
        here.push(key.clone());
        let mut tried = into.clone();
        let Some(slot) = at(&mut tried, &here) else {
            // A field the defaults do not have (another frontend's section,
            // a newer version's field): kept if it reads.
            if let Some(Value::Object(parent)) = at(&mut tried, path) {
                parent.insert(key.clone(), value.clone());
                if serde_json::from_value::<T>(tried.clone()).is_ok() {
                    *into = tried;
                    continue;
                }
            }
            bad.push(here.join("."));
            continue;
        };
        *slot = value.clone();
        if serde_json::from_value::<T>(tried.clone()).is_ok() {
            *into = tried;
        } else if value.is_object() && at(into, &here).is_some_and(|v| v.is_object()) {
            merge::<T>(into, &here, value, bad);
        } else {
            bad.push(here.join("."));
        }
    }
}

/// The value at `path` in `value`, if there is one.
fn at<'v>(value: &'v mut Value, path: &[String]) -> Option<&'v mut Value> {
    path.iter().try_fold(value, |v, key| v.get_mut(key))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Settings;

    #[test]
    fn one_bad_field_does_not_reset_the_rest() {
        let text = r#"{"language": "fi", "ai_seconds": "slow", "rules": {"n-move": "fifty", "pieces": 12},
            "frontends": {"gui": {"theme": "dark"}}}"#;
        let value: Value = serde_json::from_str(text).unwrap();
        let (settings, bad): (Settings, _) = read(&value).unwrap();
        assert_eq!(settings.language.as_deref(), Some("fi"));
        assert_eq!(settings.ai_seconds, Settings::default().ai_seconds);
        assert_eq!(settings.rules.pieces(), 12, "the good rule is kept");
        assert!(settings.frontends.contains_key("gui"));
        assert!(bad.contains(&"ai_seconds".to_owned()), "{bad:?}");
        assert!(bad.iter().any(|b| b.contains("n-move")), "{bad:?}");
        assert!(read::<Settings>(&Value::Array(vec![])).is_none());
    }
}
