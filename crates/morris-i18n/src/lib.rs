//! Player-facing messages shared by the mill game frontends.
//!
//! Every text a player sees comes from the Fluent files in
//! `locales/<lang>/*.ftl` (English, Spanish, Polish, Finnish, German),
//! compiled into the crate. Notation, commands and machine-readable output
//! are never translated.
//!
//! ```
//! use morris_i18n::{Lang, Localizer, tr};
//!
//! let en = Localizer::new(Lang::En);
//! assert_eq!(tr!(en, "color-white"), "White");
//! assert_eq!(tr!(en, "pieces-in-hand", count = 1), "1 piece in hand");
//! assert_eq!(tr!(en, "pieces-in-hand", count = 5), "5 pieces in hand");
//!
//! let pl = Localizer::new(Lang::Pl);
//! assert_eq!(tr!(pl, "pieces-in-hand", count = 2), "2 pionki w ręce");
//! assert_eq!(tr!(pl, "pieces-in-hand", count = 5), "5 pionków w ręce");
//! ```
#![deny(missing_docs)]
#![warn(clippy::unwrap_used)]

pub mod records;
pub mod words;

use std::fmt;
use std::str::FromStr;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// A language the frontends speak.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Spanish.
    Es,
    /// Polish.
    Pl,
    /// Finnish.
    Fi,
    /// German.
    De,
}

/// The message files of each language, in this order.
pub const FILES: [&str; 4] = ["common.ftl", "repl.ftl", "gui.ftl", "web.ftl"];

macro_rules! sources {
    ($lang:literal) => {
        [
            include_str!(concat!("../locales/", $lang, "/common.ftl")),
            include_str!(concat!("../locales/", $lang, "/repl.ftl")),
            include_str!(concat!("../locales/", $lang, "/gui.ftl")),
            include_str!(concat!("../locales/", $lang, "/web.ftl")),
        ]
    };
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Es, Lang::Pl, Lang::Fi, Lang::De];

    /// The language code: `en`, `es`, `pl`, `fi`, `de`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Pl => "pl",
            Lang::Fi => "fi",
            Lang::De => "de",
        }
    }

    /// The language's name in itself, for a language menu.
    #[must_use]
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::Pl => "Polski",
            Lang::Fi => "Suomi",
            Lang::De => "Deutsch",
        }
    }

    /// The language of a locale name such as `es`, `es-ES` or
    /// `es_ES.UTF-8`, if we speak it.
    #[must_use]
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let code: String = locale
            .trim()
            .chars()
            .take_while(char::is_ascii_alphabetic)
            .collect::<String>()
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language a browser prefers most of those we speak, from its
    /// `Accept-Language` header (`de-CH, de;q=0.9, en;q=0.5`).
    #[must_use]
    pub fn from_accept_language(header: &str) -> Option<Lang> {
        let mut wanted: Vec<(f32, usize, Lang)> = header
            .split(',')
            .enumerate()
            .filter_map(|(i, item)| {
                let mut parts = item.split(';');
                let lang = Lang::from_locale(parts.next()?)?;
                let q = parts
                    .find_map(|p| p.trim().strip_prefix("q="))
                    .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
                (q > 0.0).then_some((q, i, lang))
            })
            .collect();
        // The highest weight first; among equals, the order given.
        wanted.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        wanted.first().map(|w| w.2)
    }

    /// The language of the system's locale, or English.
    #[must_use]
    pub fn system() -> Lang {
        sys_locale::get_locale()
            .and_then(|l| Lang::from_locale(&l))
            .unwrap_or_default()
    }

    /// The Fluent sources of the language, one per file of [`FILES`].
    #[must_use]
    pub fn sources(self) -> [&'static str; 4] {
        match self {
            Lang::En => sources!("en"),
            Lang::Es => sources!("es"),
            Lang::Pl => sources!("pl"),
            Lang::Fi => sources!("fi"),
            Lang::De => sources!("de"),
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The text names no language we speak.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseLangError;

impl fmt::Display for ParseLangError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown language (expected en, es, pl, fi or de)")
    }
}

impl std::error::Error for ParseLangError {}

impl FromStr for Lang {
    type Err = ParseLangError;

    fn from_str(s: &str) -> Result<Lang, ParseLangError> {
        Lang::from_locale(s).ok_or(ParseLangError)
    }
}

/// An argument of a message: a number (which picks plural forms) or text.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A number.
    Number(f64),
    /// A text.
    Text(String),
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64, f64);

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_owned())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

type Bundle = FluentBundle<FluentResource>;

fn bundle(lang: Lang) -> Bundle {
    let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Terminals and egui show the isolation marks as stray characters.
    bundle.set_use_isolating(false);
    for source in lang.sources() {
        let resource = match FluentResource::try_new(source.to_owned()) {
            Ok(r) => r,
            // A syntax error drops only the broken entries; the test suite
            // reports it.
            Err((r, _)) => r,
        };
        // Duplicate ids keep the first; the test suite reports them.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// Messages in one language, falling back to English for a missing one.
pub struct Localizer {
    lang: Lang,
    bundle: Bundle,
    fallback: Option<Bundle>,
}

impl fmt::Debug for Localizer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Localizer")
            .field("lang", &self.lang)
            .finish()
    }
}

impl Localizer {
    /// The messages of `lang`.
    #[must_use]
    pub fn new(lang: Lang) -> Localizer {
        Localizer {
            lang,
            bundle: bundle(lang),
            fallback: (lang != Lang::En).then(|| bundle(Lang::En)),
        }
    }

    /// The language.
    #[must_use]
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether the language has the message `id`.
    #[must_use]
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// The message `id` with its arguments; a missing message shows its id.
    #[must_use]
    pub fn format(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            match value {
                Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
                Arg::Text(t) => fluent_args.set(*name, FluentValue::from(t.clone())),
            }
        }
        for bundle in std::iter::once(&self.bundle).chain(self.fallback.as_ref()) {
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let args = (!args.is_empty()).then_some(&fluent_args);
                return bundle
                    .format_pattern(pattern, args, &mut errors)
                    .into_owned();
            }
        }
        id.to_owned()
    }

    /// The message `id` without arguments.
    #[must_use]
    pub fn text(&self, id: &str) -> String {
        self.format(id, &[])
    }
}

/// The `common.ftl` messages the browser pages use beside their own.
const PAGE_PREFIXES: [&str; 6] = [
    "color-",
    "termination-",
    "end-",
    "preset-",
    "review-grade-",
    "value-short-",
];

/// The messages of the pages `morris serve` gives a browser, in `lang`:
/// every message of `web.ftl` and the colours, the ends (short and in
/// sentences), preset names, review grades and short values (`W3`, `=`)
/// of `common.ftl`, as `(id, text)`. Each placeholder is left as
/// `{$name}` for the page to fill in.
///
/// ```
/// use morris_i18n::{Lang, page_texts};
///
/// let de = page_texts(Lang::De);
/// let text = |id: &str| de.iter().find(|(i, _)| i == id).map(|(_, t)| t.as_str());
/// assert_eq!(text("web-hint-is"), Some("Tipp: {$turn}"));
/// assert_eq!(text("color-white"), Some("Weiß"));
/// ```
#[must_use]
pub fn page_texts(lang: Lang) -> Vec<(String, String)> {
    let localizer = Localizer::new(lang);
    let web = FILES.iter().position(|f| *f == "web.ftl");
    let sources = Lang::En.sources();
    let mut ids: Vec<String> = Vec::new();
    for (i, source) in sources.iter().enumerate() {
        let resource = match fluent_syntax::parser::parse(*source) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        for entry in resource.body {
            if let fluent_syntax::ast::Entry::Message(m) = entry
                && (Some(i) == web || PAGE_PREFIXES.iter().any(|p| m.id.name.starts_with(p)))
            {
                ids.push(m.id.name.to_owned());
            }
        }
    }
    ids.into_iter()
        .map(|id| {
            let text = localizer.text(&id);
            (id, text)
        })
        .collect()
}

/// Formats a message: `tr!(loc, "id")` or `tr!(loc, "id", name = value, ...)`.
#[macro_export]
macro_rules! tr {
    ($loc:expr, $id:literal) => {
        $loc.text($id)
    };
    ($loc:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $loc.format($id, &[$((stringify!($name), $crate::Arg::from($value))),+])
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polish_verbs_agree_with_the_colours_which_are_plural() {
        let pl = Localizer::new(Lang::Pl);
        let black = words::color(&pl, morris_core::Color::Black);
        assert_eq!(black, "Czarne");
        assert_eq!(
            tr!(pl, "gui-ai-played", color = black.clone(), mv = "c4"),
            "Czarne zagrały c4."
        );
        assert_eq!(
            tr!(pl, "gui-ai-took", color = black, mv = "c4", points = "d6"),
            "Czarne zagrały c4, zamknęły młynek i zabrały d6."
        );
    }

    #[test]
    fn locale_names_pick_languages() {
        assert_eq!(Lang::from_locale("es_ES.UTF-8"), Some(Lang::Es));
        assert_eq!(Lang::from_locale("de-AT"), Some(Lang::De));
        assert_eq!(Lang::from_locale("FI"), Some(Lang::Fi));
        assert_eq!(Lang::from_locale("fr_FR"), None);
        assert_eq!("pl".parse::<Lang>(), Ok(Lang::Pl));
        assert!("xx".parse::<Lang>().is_err());
    }

    #[test]
    fn missing_messages_show_their_id() {
        let en = Localizer::new(Lang::En);
        assert_eq!(en.text("no-such-message"), "no-such-message");
    }
}
