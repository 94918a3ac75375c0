//! One A* order: every statement of it (the starter, the statement pages, the Python tracer's
//! documentation, the A* notebooks) quotes `ASTAR_ORDER` word for word, in its language, and
//! the graders say it too.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::hash::Hash;
use std::path::{Path, PathBuf};

use puzzlelab_assignments::grading::{Grade, Verdict, TIME_LIMIT};
use puzzlelab_assignments::selfcheck::astar::{self, Searched};
use puzzlelab_assignments::selfcheck::reference::astar_over;
use puzzlelab_assignments::traced::{reference, Run};
use puzzlelab_assignments::ASTAR_ORDER;
use puzzlelab_rules::Lang;
use puzzlelab_solvers::Algorithm;

/// The repository's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The words of `text`, markup aside: comment and quote markers at the start of a line,
/// backquotes and asterisks dropped, every run of blanks one space.
fn words(text: &str) -> String {
    let lines: Vec<&str> = text
        .lines()
        .map(|line| {
            let line = line.trim_start();
            let line = line.strip_prefix("//!").unwrap_or(line);
            line.strip_prefix('>').unwrap_or(line)
        })
        .collect();
    let text = lines.join(" ").replace(['`', '*'], "");
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The text of a file of the repository; a notebook's markdown cells, one after another.
fn read(path: &str) -> String {
    let text = std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
    if !path.ends_with(".ipynb") {
        return text;
    }
    let notebook: serde_json::Value = serde_json::from_str(&text).expect("a notebook is JSON");
    let cells = notebook["cells"].as_array().expect("a notebook's cells");
    cells
        .iter()
        .filter(|cell| cell["cell_type"] == "markdown")
        .map(|cell| match &cell["source"] {
            serde_json::Value::Array(lines) => lines.iter().filter_map(|l| l.as_str()).collect(),
            other => other.as_str().unwrap_or_default().to_string(),
        })
        .collect::<Vec<String>>()
        .join("\n\n")
}

/// The statements of the A* order: each file, and the language it is written in.
const STATEMENTS: [(&str, Lang); 6] = [
    ("crates/assignments/src/starter/astar.rs", Lang::En),
    ("docs/src/assignments/5-astar.md", Lang::En),
    ("docs/ru/src/assignments/5-astar.md", Lang::Ru),
    ("crates/python/python/puzzlelab/tracer.py", Lang::En),
    (
        "crates/python/notebooks/astar-assignment.en.ipynb",
        Lang::En,
    ),
    (
        "crates/python/notebooks/astar-assignment.ru.ipynb",
        Lang::Ru,
    ),
];

#[test]
fn every_statement_quotes_the_one_astar_order() {
    let mut drifted = Vec::new();
    for (path, lang) in STATEMENTS {
        if !words(&read(path)).contains(&words(ASTAR_ORDER.get(lang))) {
            drifted.push(path);
        }
    }
    assert!(
        drifted.is_empty(),
        "these do not state puzzlelab_assignments::ASTAR_ORDER word for word: {drifted:?}"
    );
}

#[test]
fn no_statement_keeps_the_other_order() {
    // the first pushed among ties, and the goal counted as expanded: the solvers' A* does neither
    let other = [
        "put on the open list first",
        "pushed first",
        "goal counts as expanded",
        "the goal too",
        "попал в открытый список первым",
        "цель считается раскрытой",
        "цель тоже",
    ];
    let mut paths: Vec<&str> = STATEMENTS.iter().map(|(path, _)| *path).collect();
    paths.extend([
        "crates/assignments/src/selfcheck/astar.rs",
        "crates/assignments/src/selfcheck/reference.rs",
        "crates/assignments/src/traced.rs",
    ]);
    for path in paths {
        let text = words(&read(path));
        for phrase in other {
            assert!(!text.contains(phrase), "{path} says {phrase:?}");
        }
    }
}

#[test]
fn the_graders_say_the_same_order() {
    let tie_rule = reference(Algorithm::Astar, Run::default())
        .expect("A* has a reference")
        .tie_rule;
    assert!(tie_rule.en.ends_with(ASTAR_ORDER.en), "{}", tie_rule.en);
    assert!(tie_rule.ru.ends_with(ASTAR_ORDER.ru), "{}", tie_rule.ru);
}

/// A* with the other tie rule: among equal f and g, the entry pushed first.
fn first_pushed<N: Clone + Eq + Hash>(
    start: &N,
    successors: &dyn Fn(&N) -> Vec<(N, u32)>,
    heuristic: &dyn Fn(&N) -> u32,
    success: &dyn Fn(&N) -> bool,
) -> Option<Searched<N>> {
    let mut entries: Vec<(N, u32, Option<usize>)> = vec![(start.clone(), 0, None)];
    let mut open = BinaryHeap::from([(Reverse(heuristic(start)), 0u32, Reverse(0usize))]);
    let mut closed: HashMap<N, u32> = HashMap::new();
    let mut expanded = Vec::new();
    while let Some((_, g, Reverse(id))) = open.pop() {
        let node = entries[id].0.clone();
        if closed.get(&node).is_some_and(|&before| before <= g) {
            continue;
        }
        if success(&node) {
            let mut path = vec![node];
            let mut at = id;
            while let Some(before) = entries[at].2 {
                path.push(entries[before].0.clone());
                at = before;
            }
            path.reverse();
            return Some(Searched {
                path,
                cost: g,
                expanded,
            });
        }
        closed.insert(node.clone(), g);
        expanded.push(node.clone());
        let parent = entries[id].2.map(|p| entries[p].0.clone());
        for (next, step) in successors(&node) {
            if parent.as_ref() != Some(&next) {
                let g_next = g + step;
                let f = g_next + heuristic(&next);
                open.push((Reverse(f), g_next, Reverse(entries.len())));
                entries.push((next, g_next, Some(id)));
            }
        }
    }
    None
}

/// The reference's A*, its second and third expansions swapped: as many, in another order.
fn swapped<N: Clone + Eq + Hash>(
    start: &N,
    successors: &dyn Fn(&N) -> Vec<(N, u32)>,
    heuristic: &dyn Fn(&N) -> u32,
    success: &dyn Fn(&N) -> bool,
) -> Option<Searched<N>> {
    let mut found = astar_over(start, successors, heuristic, success, u64::MAX)?;
    found.expanded.swap(1, 2);
    Some(found)
}

/// What the test `id` of `grade` says to look at, if it failed.
fn look(grade: &Grade, id: &str) -> Option<(String, String)> {
    match &grade.outcome(id).expect("the test ran").verdict {
        Verdict::Failed(failure) => Some((failure.look.en.clone(), failure.look.ru.clone())),
        _ => None,
    }
}

#[test]
fn an_astar_that_breaks_ties_the_other_way_fails() {
    let grade = astar::suite(astar::Solution {
        on_boards: first_pushed,
        on_cells: first_pushed,
    })
    .grade(TIME_LIMIT);
    assert!(look(&grade, "counts").is_some() || look(&grade, "order").is_some());
    assert!(!grade.is_pass());
}

#[test]
fn an_order_that_differs_is_told_the_one_order() {
    let grade = astar::suite(astar::Solution {
        on_boards: swapped,
        on_cells: swapped,
    })
    .grade(TIME_LIMIT);
    assert_eq!(look(&grade, "counts"), None);
    let rule = (ASTAR_ORDER.en.to_string(), ASTAR_ORDER.ru.to_string());
    assert_eq!(look(&grade, "order"), Some(rule));
}
