//! How an answer is written and read: each form has one canonical way to write an answer, and
//! whatever a student types is brought to it (spaces, commas, case, Russian yes and no) before
//! it is compared with the accepted answers. So "L, U" and "lu" are the same moves, and
//! "3 1" and "1,3" the same set.

use serde::Serialize;

/// How an answer is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Form {
    /// A whole number: `12`.
    Number,
    /// Numbers in order (a board, layer sizes): `1 2 3 0`.
    Numbers,
    /// Numbers in any order, each once (tiles, piles, takes); `none` for no number.
    NumberSet,
    /// Moves, each one of `L R U D` (the way a tile slides, as `fifteen solve` writes them);
    /// `none` for no move. The question says whether their order counts (a move string) or
    /// not (the legal moves, every order accepted).
    Moves,
    /// Yes or no.
    YesNo,
    /// One of the offered choices, by its text or its number (1 for the first).
    Choice,
}

impl Form {
    /// `given` written the canonical way, or `None` when it cannot be read in this form.
    /// `choices` are the offered choices, for [`Form::Choice`].
    pub fn canonical(self, given: &str, choices: &[String]) -> Option<String> {
        let given = given.trim();
        match self {
            Form::Number => given.parse::<u64>().ok().map(|n| n.to_string()),
            Form::Numbers => numbers(given).map(|n| join(&n)),
            Form::NumberSet => numbers(given).map(|mut n| {
                n.sort_unstable();
                n.dedup();
                join(&n)
            }),
            Form::Moves => {
                if is_none(given) {
                    return Some(String::new());
                }
                let moves: String = given
                    .chars()
                    .filter(|c| !c.is_whitespace() && *c != ',')
                    .map(|c| c.to_ascii_uppercase())
                    .collect();
                moves
                    .chars()
                    .all(|c| matches!(c, 'L' | 'R' | 'U' | 'D'))
                    .then_some(moves)
            }
            Form::YesNo => match given.to_lowercase().as_str() {
                "yes" | "y" | "да" | "д" => Some("yes".into()),
                "no" | "n" | "нет" | "н" => Some("no".into()),
                _ => None,
            },
            Form::Choice => {
                if let Ok(n) = given.parse::<usize>() {
                    return n.checked_sub(1).and_then(|i| choices.get(i)).cloned();
                }
                choices
                    .iter()
                    .find(|c| {
                        c.trim().eq_ignore_ascii_case(given)
                            || c.trim().to_lowercase() == given.to_lowercase()
                    })
                    .cloned()
            }
        }
    }

    /// Whether `given` is one of `accepted` (canonical answers) once written canonically; an
    /// empty `accepted` accepts `answer` alone.
    pub fn accepts(self, given: &str, accepted: &[String], answer: &str) -> bool {
        self.accepts_among(given, accepted, answer, &[])
    }

    /// [`Form::accepts`] for a question with `choices`.
    pub fn accepts_among(
        self,
        given: &str,
        accepted: &[String],
        answer: &str,
        choices: &[String],
    ) -> bool {
        let Some(given) = self.canonical(given, choices) else {
            return false;
        };
        if accepted.is_empty() {
            self.canonical(answer, choices).as_deref() == Some(given.as_str())
        } else {
            accepted.contains(&given)
        }
    }
}

/// Whether `given` says "nothing": an empty set, no move.
fn is_none(given: &str) -> bool {
    matches!(
        given.to_lowercase().as_str(),
        "" | "none" | "-" | "—" | "нет" | "ничего"
    )
}

fn numbers(given: &str) -> Option<Vec<u64>> {
    if is_none(given) {
        return Some(Vec::new());
    }
    given
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().ok())
        .collect()
}

fn join(numbers: &[u64]) -> String {
    numbers
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ways_of_writing_an_answer_meet() {
        assert_eq!(Form::Moves.canonical("l, u d", &[]), Some("LUD".into()));
        assert_eq!(Form::NumberSet.canonical("3 1,3", &[]), Some("1 3".into()));
        assert_eq!(Form::NumberSet.canonical("none", &[]), Some(String::new()));
        assert_eq!(Form::Numbers.canonical(" 1  2 ", &[]), Some("1 2".into()));
        assert_eq!(Form::YesNo.canonical("Да", &[]), Some("yes".into()));
        assert_eq!(Form::Number.canonical("x", &[]), None);
        let choices = vec!["A".to_string(), "B".to_string()];
        assert_eq!(Form::Choice.canonical("2", &choices), Some("B".into()));
        assert_eq!(Form::Choice.canonical("a", &choices), Some("A".into()));
    }
}
