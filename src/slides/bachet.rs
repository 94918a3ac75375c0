//! Bachet's lecture: the lesson's game and its operands on the pile, the class-transition
//! table, a game on the strategy tree a take a key press (the lesson's own lines under the
//! pencils), the strategy, the lesson's program step by step, and the game solver's run in the
//! lab's player.

use puzzlelab_figures::{BachetRequest, Figure};
use puzzlelab_rules::bachet::{dialogue, messages, BachetRules};
use puzzlelab_rules::Lang;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::deck::{step, Block, Deck, Slide, Stage};
use super::messages::Messages as Slides;
use super::painter::Painter;

/// The largest pile a deck is made for: the largest the game's pictures draw.
pub const MAX_PILE: u64 = puzzlelab_figures::MAX_PILE;

/// The lecture on a pile of `pile` in `painter`'s language; the player's replies in the game
/// drawn with `seed`.
pub fn deck(pile: u64, seed: u64, painter: &mut Painter) -> anyhow::Result<Deck> {
    if !(1..=MAX_PILE).contains(&pile) {
        return Err(crate::messages::Said::new(
            format!("the bachet deck takes a pile of 1 to {MAX_PILE} objects (got {pile})"),
            format!(
                "презентация об игре Баше берёт кучку от 1 до {MAX_PILE} предметов (дано {pile})"
            ),
        )
        .into());
    }
    let lang = painter.lang();
    let text = Slides::new(lang);
    let rules = BachetRules::LESSON;
    let n = pile.to_string();
    let p = rules.winning_take(pile);

    let operands = Slide::new(text.bachet_operands_title())
        .with(Block::Bullets(vec![
            (text.bachet_rule(), None),
            (text.bachet_n(pile), step(0)),
            (text.bachet_p(pile, p), step(1)),
            (text.bachet_pairs(), step(2)),
        ]))
        .notes(text.bachet_operands_notes());

    let table = Slide::new(text.bachet_table_title())
        .with(Block::Figure(vec![Stage {
            image: painter.draw(
                Figure::BachetTable(lesson(None)),
                false,
                text.bachet_table_title(),
            )?,
            caption: text.bachet_table_caption(),
            step: None,
        }]))
        .notes(text.bachet_table_notes());

    let mut slides = vec![operands, table];
    let game =
        puzzlelab_figures::bachet::game(&rules, pile, lang, &mut ChaCha8Rng::seed_from_u64(seed));
    // a strategy of more games than a tree shows is only drawn, folded, on the next slide
    if let Ok(game) = game {
        slides.push(game_slide(&game, pile, seed, painter)?);
    }
    // the piles the computer leaves: those whose mover loses
    let mut leaves: Vec<u64> = (1..pile)
        .filter(|&n| rules.winning_take(n).is_none())
        .collect();
    leaves.reverse();
    slides.push(
        Slide::new(text.bachet_strategy_title())
            .with(Block::Bullets(vec![(
                text.bachet_strategy_caption(pile),
                None,
            )]))
            .with(Block::Figure(vec![Stage {
                image: painter.draw(
                    Figure::BachetStrategy(lesson(Some(pile))),
                    true,
                    text.bachet_strategy_title(),
                )?,
                caption: text.bachet_strategy_leaves(&leaves),
                step: None,
            }]))
            .figure_beside()
            .notes(text.bachet_strategy_notes()),
    );
    slides.push(
        Slide::new(text.bachet_program_title())
            .with(Block::transcript(&variant1(pile, lang)?))
            .notes(text.bachet_program_notes()),
    );
    let trace = crate::record_trace(&["bachet", &n, "--lang", &lang.to_string()])?;
    slides.push(
        Slide::new(text.bachet_player_title())
            .with(Block::Player {
                trace: "bachet".into(),
                still: painter.draw(
                    Figure::BachetGraph(lesson(Some(pile))),
                    false,
                    text.bachet_player_title(),
                )?,
            })
            .notes(text.bachet_player_notes()),
    );
    Ok(Deck {
        title: text.bachet_title(),
        subtitle: text.bachet_subtitle(pile),
        notes: text.bachet_title_notes(),
        slides,
        traces: vec![("bachet".into(), trace)],
    })
}

/// A game's figure laid out for a slide (down or across, whichever is larger there).
const SLIDE: puzzlelab_render::Look = puzzlelab_render::Look {
    width: None,
    slide: true,
    theme: puzzlelab_render::Theme::Light,
};

/// The levels of the strategy tree drawn for the game's first take: the first takes and the
/// answers to them, large enough for a room.
const FIRST_LEVELS: usize = 3;

/// A game on the strategy tree, a take a key press.
fn game_slide(
    game: &puzzlelab_figures::bachet::Game,
    pile: u64,
    seed: u64,
    painter: &mut Painter,
) -> anyhow::Result<Slide> {
    let text = Slides::new(painter.lang());
    let command = format!(
        "puzzlelab render bachet playback --pile {pile} --seed {seed} --lang {} --out game.gif",
        painter.lang()
    );
    let mut stages = Vec::new();
    for (k, caption) in game.captions.iter().enumerate() {
        let said = caption.replace('\n', " ");
        // the tree's first moves for the first take; then the part under the position before
        // the last take, drawn larger as the game goes down it
        let played = game.tree.played(&game.path[..=k], caption);
        let from = game.path[k.saturating_sub(1)];
        let title = text.bachet_game_part(pile, game.tree.nodes[from].pile);
        let frame = match k {
            0 | 1 => played.first_moves(FIRST_LEVELS, &text.bachet_game_top(pile, FIRST_LEVELS)),
            _ => played.subtree(from, &title).unwrap_or(played),
        }
        .for_look(&SLIDE);
        let press = (k > 0).then_some(k);
        stages.push(Stage {
            image: painter.figure(&frame, said.clone(), command.clone())?,
            // the picture says it under the pencils, and the slide in large type under it
            caption: said,
            step: press,
        });
    }
    // the figure has the whole slide: the lines said are its stages' captions
    Ok(Slide::new(text.bachet_game_title(pile))
        .with(Block::Figure(stages))
        .notes(text.bachet_game_notes()))
}

/// The lesson's variant 1 on `pile` with its steps numbered, the player taking 1 each time and
/// saying no to another game: its transcript.
fn variant1(pile: u64, lang: Lang) -> anyhow::Result<String> {
    let rules = BachetRules::LESSON;
    // the computer takes P, then each pair of moves removes 4 until 1 is left
    let replies = rules
        .winning_take(pile)
        .map_or(0, |p| (pile - p - 1) / rules.period());
    let mut input = format!("{pile}\n");
    input.push_str(&"1\n".repeat(replies as usize));
    input.push_str(&format!("{}\n", Slides::new(lang).no()));
    let mut options = dialogue::Options {
        rules,
        messages: messages::Messages::new(lang),
        trace: true,
        rng: None,
        echo: true,
    };
    let mut out = Vec::new();
    dialogue::variant1(input.as_bytes(), &mut out, &mut options)?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// One of Bachet's pictures of `pile` under the lesson's rules.
fn lesson(pile: Option<u64>) -> BachetRequest {
    BachetRequest {
        pile,
        max_take: BachetRequest::MAX_TAKE,
        normal: false,
        misere: false,
    }
}
