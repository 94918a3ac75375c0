//! What a recorded run's document says of each event, in English and in Russian side by side:
//! the sentence the player shows under the pseudo-code.

use puzzlelab_rules::Lang;

use crate::search::Event;

/// The words of a run's document in one language.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Messages {
    lang: Lang,
}

impl Messages {
    /// The words in `lang`.
    pub(crate) fn new(lang: Lang) -> Messages {
        Messages { lang }
    }

    /// An event told in a sentence: what the player shows under the pseudo-code.
    pub(crate) fn narration(&self, event: &Event) -> String {
        match (event, self.lang) {
            (Event::Push { node, g: 0 }, Lang::En) => {
                format!("the start, node {node}, goes into the frontier")
            }
            (Event::Push { node, g: 0 }, Lang::Ru) => {
                format!("старт, узел {node}, входит во фронт")
            }
            (Event::Push { node, g }, Lang::En) => {
                format!("node {node} goes into the frontier with g = {g}")
            }
            (Event::Push { node, g }, Lang::Ru) => format!("узел {node} входит во фронт с g = {g}"),
            (Event::Pop { node, g }, Lang::En) => {
                format!("node {node} (g = {g}) is taken from the frontier")
            }
            (Event::Pop { node, g }, Lang::Ru) => format!("узел {node} (g = {g}) взят из фронта"),
            (Event::Expand { node, g }, Lang::En) => {
                format!(
                    "node {node} is expanded, {g} {} from the start: its moves are tried",
                    self.lang.moves(*g as u64)
                )
            }
            (Event::Expand { node, g }, Lang::Ru) => {
                format!(
                    "узел {node} раскрывается, до него от старта {g} {}: пробуются его ходы",
                    self.lang.moves(*g as u64)
                )
            }
            (Event::Generate { parent, child, g }, Lang::En) => {
                format!("a move from node {parent} gives node {child}, g = {g}")
            }
            (Event::Generate { parent, child, g }, Lang::Ru) => {
                format!("ход из узла {parent} даёт узел {child}, g = {g}")
            }
            (Event::Threshold { bound }, Lang::En) => {
                format!("a new iteration with the threshold {bound}")
            }
            (Event::Threshold { bound }, Lang::Ru) => format!("новая итерация с порогом {bound}"),
            (Event::Solution { cost }, Lang::En) => {
                format!(
                    "the goal is reached: a solution of {cost} {}",
                    self.lang.moves(*cost as u64)
                )
            }
            (Event::Solution { cost }, Lang::Ru) => {
                format!(
                    "цель достигнута: решение длиной {cost} {}",
                    self.lang.moves(*cost as u64)
                )
            }
            (Event::Limit, Lang::En) => "a limit stops the search".into(),
            (Event::Limit, Lang::Ru) => "предел останавливает поиск".into(),
            (
                Event::Settled {
                    node,
                    win: true,
                    distance,
                },
                Lang::En,
            ) => {
                format!(
                    "position {node} is won for the player to move, {distance} {} from the end",
                    self.lang.moves(*distance)
                )
            }
            (
                Event::Settled {
                    node,
                    win: true,
                    distance,
                },
                Lang::Ru,
            ) => format!(
                "позиция {node} выиграна для того, кто ходит, до конца {distance} {}",
                self.lang.moves(*distance)
            ),
            (
                Event::Settled {
                    node,
                    win: false,
                    distance,
                },
                Lang::En,
            ) => {
                format!(
                    "position {node} is lost for the player to move, {distance} {} from the end",
                    self.lang.moves(*distance)
                )
            }
            (
                Event::Settled {
                    node,
                    win: false,
                    distance,
                },
                Lang::Ru,
            ) => format!(
                "позиция {node} проиграна для того, кто ходит, до конца {distance} {}",
                self.lang.moves(*distance)
            ),
            (Event::Chosen { node, next }, Lang::En) => {
                format!("from position {node} the winning move leads to {next}")
            }
            (Event::Chosen { node, next }, Lang::Ru) => {
                format!("из позиции {node} выигрывающий ход ведёт в {next}")
            }
        }
    }
}
