//! The trace player's screen, drawn with `ratatui` from the model alone: the pseudo-code with
//! the current event's line marked, the event told in a sentence, the position (a board or a
//! pile), the counters, the open list in the algorithm's order and the closed set (for a game:
//! the piles' values so far), where the player is, and the keys. A terminal too small for it
//! gets one line saying so.

use puzzlelab_rules::boxed::Style as BoxStyle;
use ratatui::layout::{Alignment, Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph, Wrap};
use ratatui::Frame;

use super::messages::Messages;
use super::model::{Kind, Node, Player};

/// The narrowest terminal the player draws in.
const MIN_WIDTH: u16 = 60;
/// Lines kept for the lists at the least.
const MIN_LISTS: u16 = 4;

/// Draws the whole screen: `typing` is the event number being typed after `g`, if it is.
pub fn draw(frame: &mut Frame, player: &Player, text: &Messages, typing: Option<&str>) {
    let area = frame.area();
    let run = player.run();
    let current = player.current();
    let node = run.nodes.get(current);
    let position = position_lines(node, player, current, text);
    let code_height = run.pseudocode.len() as u16 + 2;
    let left = code_height + 4;
    let right = position.len() as u16 + 2 + 6;
    let middle = left.max(right);
    let needed = (MIN_WIDTH, middle + MIN_LISTS + 2);
    if area.width < needed.0 || area.height < needed.1 {
        let line = Paragraph::new(text.too_small(needed.0, needed.1)).wrap(Wrap { trim: true });
        frame.render_widget(line, area);
        return;
    }
    let [top, middle, lists, bottom] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(middle),
        Constraint::Min(MIN_LISTS),
        Constraint::Length(1),
    ])
    .areas(area);
    header(frame, top, player, text);
    let [left, right] =
        Layout::horizontal([Constraint::Percentage(60), Constraint::Percentage(40)]).areas(middle);
    let [code, say] =
        Layout::vertical([Constraint::Length(code_height), Constraint::Min(3)]).areas(left);
    pseudocode(frame, code, player, text);
    let narration = player.step().map_or(text.start(), |step| step.say.as_str());
    let say_block = Paragraph::new(narration)
        .wrap(Wrap { trim: true })
        .block(titled(text.what_happens()));
    frame.render_widget(say_block, say);
    let [shown, counts] = Layout::vertical([
        Constraint::Length(position.len() as u16 + 2),
        Constraint::Min(3),
    ])
    .areas(right);
    let title = match node {
        Some(Node::Pile(_)) => text.pile(current),
        _ => text.board(current),
    };
    frame.render_widget(Paragraph::new(position).block(titled(&title)), shown);
    counters(frame, counts, player, text);
    if run.kind == Kind::Game {
        piles(frame, lists, player, text);
    } else {
        let [open, closed] =
            Layout::horizontal([Constraint::Percentage(50), Constraint::Percentage(50)])
                .areas(lists);
        open_list(frame, open, player, text);
        closed_set(frame, closed, player, text);
    }
    let footer = match typing {
        Some(typed) => Line::from(text.go_to(typed)).style(Style::new().fg(Color::Yellow)),
        None => Line::from(text.keys()).style(Style::new().add_modifier(Modifier::DIM)),
    };
    frame.render_widget(Paragraph::new(footer), bottom);
}

/// A panel with a border and a title.
fn titled(title: &str) -> Block<'_> {
    Block::new().borders(Borders::ALL).title(title)
}

/// The algorithm and heuristic on the left, where the player is on the right.
fn header(frame: &mut Frame, area: Rect, player: &Player, text: &Messages) {
    let run = player.run();
    let mut name = format!("puzzlelab · {}", run.algorithm);
    if let Some(h) = &run.heuristic {
        name = format!("{name} · {h}");
    }
    let bold = Style::new().add_modifier(Modifier::BOLD);
    frame.render_widget(Paragraph::new(Span::styled(name, bold)), area);
    let at = text.position(player.at(), player.total());
    frame.render_widget(
        Paragraph::new(Span::styled(at, bold)).alignment(Alignment::Right),
        area,
    );
}

/// The pseudo-code, the line of the last event marked.
fn pseudocode(frame: &mut Frame, area: Rect, player: &Player, text: &Messages) {
    let current = player.step().map(|step| step.line);
    let lines: Vec<Line> = player
        .run()
        .pseudocode
        .iter()
        .enumerate()
        .map(|(i, code)| {
            if Some(i) == current {
                let on = Style::new().fg(Color::Black).bg(Color::Yellow);
                Line::from(format!("▶ {code}")).style(on)
            } else {
                Line::from(format!("  {code}"))
            }
        })
        .collect();
    frame.render_widget(Paragraph::new(lines).block(titled(text.pseudocode())), area);
}

/// The position shown: the board's box, or the pile with its value once settled.
fn position_lines<'a>(
    node: Option<&Node>,
    player: &Player,
    current: usize,
    text: &Messages,
) -> Vec<Line<'a>> {
    match node {
        Some(Node::Board(board)) => board
            .boxed(BoxStyle::Lines)
            .lines()
            .map(|l| Line::from(l.to_string()))
            .collect(),
        Some(Node::Pile(pile)) => {
            let sticks: String = (0..(*pile).min(40))
                .map(|i| if i % 5 == 4 { "| " } else { "|" })
                .collect();
            let value = player
                .value(current)
                .map_or(String::new(), |v| text.value(v.win).to_string());
            vec![
                Line::from(text.objects(*pile)),
                Line::from(sticks),
                Line::from(value),
            ]
        }
        None => vec![Line::from("")],
    }
}

/// The counters at this point.
fn counters(frame: &mut Frame, area: Rect, player: &Player, text: &Messages) {
    let state = player.state();
    let mut shown = vec![
        (text.expanded(), text.number(state.expanded)),
        (text.generated(), text.number(state.generated)),
    ];
    if player.run().kind == Kind::Game {
        let settled = player
            .by_pile()
            .iter()
            .filter(|&&n| player.value(n).is_some())
            .count();
        shown.push((text.settled(), text.number(settled as u64)));
    } else {
        shown.push((text.frontier(), text.number(state.frontier.len() as u64)));
        let bound = state
            .threshold
            .map_or("–".to_string(), |b| text.number(b as u64));
        shown.push((text.bound(), bound));
    }
    let lines: Vec<Line> = shown
        .into_iter()
        .map(|(name, value)| {
            Line::from(vec![
                Span::raw(format!("{name}: ")),
                Span::styled(value, Style::new().add_modifier(Modifier::BOLD)),
            ])
        })
        .collect();
    frame.render_widget(Paragraph::new(lines).block(titled(text.counters())), area);
}

/// A node on one line, with its number.
fn node_text(player: &Player, node: usize) -> String {
    match &player.run().nodes[node] {
        Node::Board(board) => format!("#{node}  {board}"),
        Node::Pile(pile) => format!("#{node}  {pile}"),
    }
}

/// Up to `rows` lines of `items`, the last saying how many more there are.
fn listed(
    mut items: Vec<String>,
    total: usize,
    rows: usize,
    text: &Messages,
) -> Vec<Line<'static>> {
    if total > rows {
        items.truncate(rows.saturating_sub(1));
        let more = text.more(total - items.len());
        items.push(more);
    }
    items.into_iter().map(Line::from).collect()
}

/// The frontier in the order the algorithm takes from it, `g` (and `f`) of each entry.
fn open_list(frame: &mut Frame, area: Rect, player: &Player, text: &Messages) {
    let rows = area.height.saturating_sub(2) as usize;
    let h = player.run().h.as_ref();
    let items = player
        .open_list(rows)
        .into_iter()
        .map(|[node, g]| match h {
            Some(h) => {
                let f = g.saturating_add(h[node]);
                format!(
                    "{}  g = {g}, f = {g} + {} = {f}",
                    node_text(player, node),
                    h[node]
                )
            }
            None => format!("{}  g = {g}", node_text(player, node)),
        })
        .collect();
    let lines = listed(items, player.state().frontier.len(), rows, text);
    let block = titled(text.open_list(player.run().kind));
    frame.render_widget(Paragraph::new(lines).block(block), area);
}

/// The nodes expanded so far, the newest first (none for a search that keeps only its path).
fn closed_set(frame: &mut Frame, area: Rect, player: &Player, text: &Messages) {
    let rows = area.height.saturating_sub(2) as usize;
    let lines = if player.run().kind == Kind::Path {
        vec![Line::from(text.no_closed())]
    } else {
        let (count, newest) = player.closed(rows);
        let items = newest.into_iter().map(|n| node_text(player, n)).collect();
        listed(items, count, rows, text)
    };
    frame.render_widget(Paragraph::new(lines).block(titled(text.closed())), area);
}

/// The piles in order, each marked with its value once settled; when they do not all fit, the
/// ones around the pile shown.
fn piles(frame: &mut Frame, area: Rect, player: &Player, text: &Messages) {
    let (width, rows) = (
        area.width.saturating_sub(2) as usize,
        area.height.saturating_sub(2) as usize,
    );
    let pile = |n: usize| match player.run().nodes[n] {
        Node::Pile(pile) => pile,
        Node::Board(_) => n as u64,
    };
    let order = player.by_pile();
    let widest = order.iter().map(|&n| pile(n).to_string().len()).max();
    let cell = widest.unwrap_or(1) + 2;
    let per_row = (width / cell).max(1);
    let fits = per_row * rows;
    let here = order
        .iter()
        .position(|&n| n == player.current())
        .unwrap_or(0);
    let start = here
        .saturating_sub(fits / 2)
        .min(order.len().saturating_sub(fits));
    let shown = &order[start..(start + fits).min(order.len())];
    let lines: Vec<Line> = shown
        .chunks(per_row)
        .map(|row| {
            let spans: Vec<Span> = row
                .iter()
                .map(|&n| {
                    let (mark, colour) = match player.value(n) {
                        Some(v) if v.win => (text.mark(true), Color::Green),
                        Some(_) => (text.mark(false), Color::Red),
                        None => ("·", Color::DarkGray),
                    };
                    let label = format!("{:>w$}{mark} ", pile(n), w = cell - 2);
                    Span::styled(label, Style::new().fg(colour))
                })
                .collect();
            Line::from(spans)
        })
        .collect();
    frame.render_widget(Paragraph::new(lines).block(titled(text.piles())), area);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::play::model::Recorded;
    use puzzlelab_rules::Lang;
    use ratatui::backend::TestBackend;
    use ratatui::Terminal;

    fn player(args: &[&str]) -> Player {
        let doc = crate::record::record(args).unwrap();
        Player::new(Recorded::read(&doc).unwrap())
    }

    /// The screen drawn into a `width` x `height` test terminal, a line a row.
    fn screen(player: &Player, lang: Lang, size: (u16, u16), typing: Option<&str>) -> String {
        let mut terminal = Terminal::new(TestBackend::new(size.0, size.1)).unwrap();
        let text = Messages::new(lang);
        terminal
            .draw(|frame| draw(frame, player, &text, typing))
            .unwrap();
        let buffer = terminal.backend().buffer();
        let cells: Vec<&str> = buffer.content().iter().map(|c| c.symbol()).collect();
        cells
            .chunks(size.0 as usize)
            .map(|row| row.concat())
            .collect::<Vec<String>>()
            .join("\n")
    }

    #[test]
    fn the_screen_shows_the_event_its_line_the_board_and_the_lists() {
        let mut astar = player(&["fifteen", "1 2 3 4 5 6 0 7 8"]);
        let shown = screen(&astar, Lang::En, (140, 40), None);
        let total = astar.total();
        assert!(shown.contains(&format!("event 0 of {total}")), "{shown}");
        for words in [
            "Pseudo-code",
            "the start: nothing done yet",
            "Open list",
            "Closed set",
        ] {
            assert!(shown.contains(words), "{words}: {shown}");
        }
        assert!(shown.contains("╔═══╤═══╤═══╗") && shown.contains("║ 1 │ 2 │ 3 ║"));
        assert!(shown.contains("q: quit"));
        astar.go(7);
        let shown = screen(&astar, Lang::En, (140, 40), None);
        let step = astar.step().unwrap().clone();
        let line = &astar.run().pseudocode[step.line];
        assert!(shown.contains(&format!("▶ {line}")), "{shown}");
        assert!(shown.contains(&step.say), "{shown}");
        assert!(shown.contains(&format!("event 7 of {total}")));
        let state = astar.state();
        assert!(shown.contains(&format!("expanded: {}", state.expanded)));
        assert!(shown.contains(&format!("generated: {}", state.generated)));
        assert!(shown.contains(&format!("frontier: {}", state.frontier.len())));
        let typing = screen(&astar, Lang::En, (140, 40), Some("12"));
        assert!(typing.contains("go to event: 12_"), "{typing}");
    }

    #[test]
    fn the_screen_speaks_russian() {
        let mut ida = player(&[
            "fifteen",
            "1 2 3 4 5 6 0 7 8",
            "--algo",
            "ida",
            "--lang",
            "ru",
        ]);
        ida.go(3);
        let shown = screen(&ida, Lang::Ru, (140, 40), None);
        let total = ida.total();
        for words in [
            format!("событие 3 из {total}"),
            "Псевдокод".into(),
            "Путь (ищется из последней)".into(),
            "его нет: этот поиск хранит только путь".into(),
            "раскрыто: ".into(),
            "q: выход".into(),
        ] {
            assert!(shown.contains(&words), "{words}: {shown}");
        }
    }

    #[test]
    fn a_game_shows_its_pile_and_the_piles_values() {
        let mut game = player(&["bachet", "9"]);
        game.go(game.total());
        for (lang, words) in [
            (
                Lang::En,
                ["Pile: node", "Piles' values", "1L", "settled: 10"],
            ),
            (Lang::Ru, ["Кучка: узел", "Цены кучек", "1П", "решено: 10"]),
        ] {
            let shown = screen(&game, lang, (120, 36), None);
            for w in words {
                assert!(shown.contains(w), "{w}: {shown}");
            }
        }
    }

    /// What a forged document puts in its texts: a title, the clipboard, a hidden link, the
    /// screen cleared and the cursor moved, a C1 control sequence, a carriage return, DEL.
    const ESCAPES: &str = "\x1b]0;pwned\x07\x1b]52;c;cHduZWQ=\x07\x1b]8;;http://x\x1b\\link\x1b]8;;\x1b\\\x1b[2J\x1b[H\u{9b}31m\u{9d}0;t\u{9c}\r\x7f\n";

    /// The document of `args` with [`ESCAPES`] in every text the player shows or skips: all
    /// but the four it reads as numbers or names (the schema, the size, the nodes, the events'
    /// kinds).
    fn forged(args: &[&str]) -> Vec<u8> {
        fn forge(value: &mut serde_json::Value, key: &str) {
            let read = ["schema", "size", "nodes", "event"];
            match value {
                serde_json::Value::String(text) if !read.contains(&key) => text.push_str(ESCAPES),
                serde_json::Value::Array(items) => items.iter_mut().for_each(|v| forge(v, key)),
                serde_json::Value::Object(fields) => {
                    fields.iter_mut().for_each(|(k, v)| forge(v, k));
                }
                _ => {}
            }
        }
        let doc = crate::record::record(args).unwrap();
        let mut doc: serde_json::Value = serde_json::from_slice(&doc).unwrap();
        forge(&mut doc, "");
        serde_json::to_vec(&doc).unwrap()
    }

    #[test]
    fn a_forged_trace_s_escape_sequences_are_shown_not_sent() {
        for args in [
            &["fifteen", "1 2 3 4 5 6 0 7 8", "--heuristic", "manhattan"][..],
            &["fifteen", "1 2 3 4 5 6 0 7 8", "--algo", "bfs"],
            &["bachet", "9"],
        ] {
            let doc = forged(args);
            let mut player = Player::new(Recorded::read(&doc).unwrap());
            let total = player.total();
            for at in [0, 1, total / 2, total] {
                player.go(at);
                let shown = screen(&player, Lang::En, (140, 40), None);
                let obeyed: Vec<char> = shown
                    .chars()
                    .filter(|&c| c.is_control() && c != '\n')
                    .collect();
                assert!(
                    obeyed.is_empty(),
                    "{args:?} at {at}: {obeyed:?} in\n{shown}"
                );
                assert!(shown.contains("␛]0;pwned␇"), "{args:?} at {at}:\n{shown}");
            }
        }
    }

    #[test]
    fn a_small_terminal_gets_a_line_and_no_panic() {
        let mut astar = player(&["fifteen", "1 2 3 4 5 6 0 7 8"]);
        astar.go(5);
        for size in [(1, 1), (2, 1), (30, 5), (59, 40), (140, 10)] {
            let shown = screen(&astar, Lang::En, size, None);
            if size.0 >= 30 {
                assert!(shown.contains("terminal"), "{size:?}: {shown}");
            }
        }
        let shown = screen(&astar, Lang::Ru, (40, 8), None);
        assert!(shown.contains("терминал слишком мал"), "{shown}");
        // just big enough: everything drawn
        let shown = screen(&astar, Lang::En, (60, 24), None);
        assert!(shown.contains("Pseudo-code"), "{shown}");
    }
}
