//! `puzzlelab bachet solve N`: the value of a pile, its winning takes, and why.

use puzzlelab_rules::bachet::{BachetRules, MAX_PILE};
use puzzlelab_rules::lang::{ru_plural, Lang};
use puzzlelab_solvers::game::bachet::closed_form;
use puzzlelab_solvers::search::{Limits, NoObserver};
use puzzlelab_solvers::solve::solve_piles;

use super::RulesArgs;

/// Piles up to this are also solved by retrograde analysis, and checked against the formula.
const CHECK_UP_TO: u64 = 1_000_000;

/// The most memory the retrograde check may take (a million piles with large takes would
/// need far more).
const CHECK_MEMORY: u64 = 500_000_000;

/// Options of `bachet solve`.
#[derive(clap::Args)]
pub struct Args {
    /// The number of objects in the pile.
    #[arg(value_parser = clap::value_parser!(u64).range(0..=MAX_PILE))]
    pile: u64,
    #[command(flatten)]
    rules: RulesArgs,
    /// The language of the explanation: en or ru.
    #[arg(long, default_value = "en")]
    lang: Lang,
}

/// Prints the explanation.
pub fn run(args: Args) -> anyhow::Result<()> {
    out!("{}", explain(&args.rules.rules(), args.pile, args.lang))?;
    Ok(())
}

/// `n` written as `period·q + r`, the way the lesson reasons about classes.
fn as_class(rules: &BachetRules, n: u64) -> String {
    let (q, r) = (n / rules.period(), n % rules.period());
    match r {
        0 => format!("{n} = {}·{q}", rules.period()),
        _ => format!("{n} = {}·{q} + {r}", rules.period()),
    }
}

/// The explanation of pile `n`: value, winning takes with the reason, moves to the end.
pub fn explain(rules: &BachetRules, n: u64, lang: Lang) -> String {
    let (k, period, losing) = (rules.max_take, rules.period(), rules.losing_class());
    let en = lang == Lang::En;
    let mut out = String::new();
    let convention = match (en, rules.misere) {
        (true, true) => "whoever takes the last object loses",
        (true, false) => "whoever takes the last object wins",
        (false, true) => "кто возьмёт последний предмет, тот проиграл",
        (false, false) => "кто возьмёт последний предмет, тот выиграл",
    };
    out += &if en {
        format!("N = {n}; take 1 to {k} objects a move; {convention}.\n")
    } else {
        format!(
            "N = {n}; за ход берут от 1 до {k} {}; {convention}.\n",
            ru_plural(k, "предмета", "предметов", "предметов")
        )
    };
    out += &format!(
        "{}: {n} mod {period} = {}.\n",
        if en { "Class" } else { "Класс" },
        rules.class(n)
    );
    let solved = closed_form(rules, n);
    if rules.is_over(n) {
        out += match (en, rules.mover_wins_at_end()) {
            (true, true) => "The pile is empty: the game is over, won for the player to move.\n",
            (true, false) => "The pile is empty: the game is over, lost for the player to move.\n",
            (false, true) => "Кучка пуста: игра окончена, тот, чей ход, выиграл.\n",
            (false, false) => "Кучка пуста: игра окончена, тот, чей ход, проиграл.\n",
        };
    } else if let Some(p) = rules.winning_take(n) {
        let left = as_class(rules, n - p);
        out += &if en {
            format!(
                "Value: a win for the player to move.\n\
                 Winning take: {p}: leave {left}, a losing position (N ≡ {losing} mod {period}).\n\
                 Then answer every take Y with {period} - Y, leaving the losing class each time.\n"
            )
        } else {
            format!(
                "Позиция выигрышная для того, чей ход.\n\
                 Выигрышный ход: взять {p}, оставить {left}, проигрышную позицию (N ≡ {losing} mod {period}).\n\
                 Дальше на каждый ход Y отвечать {period} - Y, каждый раз оставляя проигрышный класс.\n"
            )
        };
    } else {
        let here = as_class(rules, n);
        let after: Vec<String> = rules.legal_takes(n).map(|y| (n - y).to_string()).collect();
        let after = after.join(", ");
        let back = as_class(rules, n.saturating_sub(period));
        out += &if en {
            format!(
                "Value: a loss for the player to move against correct play ({here}).\n\
                 Every take leaves {after}; the opponent answers Y with {period} - Y and leaves {back}.\n"
            )
        } else {
            format!(
                "Позиция проигрышная для того, чей ход, при правильной игре соперника ({here}).\n\
                 Любой ход оставляет {after}; соперник отвечает на Y ходом {period} - Y и оставляет {back}.\n"
            )
        };
    }
    out += &if en {
        format!("Moves to the end under best play: {}.\n", solved.distance)
    } else {
        format!(
            "Ходов до конца игры при лучшей игре обеих сторон: {}.\n",
            solved.distance
        )
    };
    let limits = Limits {
        max_memory: Some(CHECK_MEMORY),
        ..Limits::none()
    };
    let check = (n <= CHECK_UP_TO).then(|| solve_piles(*rules, n, &limits, &mut NoObserver));
    if let Some(Err(stopped)) = check {
        out += &if en {
            format!("(Not re-solved by retrograde analysis: {stopped}; the formula is proven by the solver.)\n")
        } else {
            format!(
                "(Не решено заново ретроградным анализом: достигнут предел памяти {} МБ; формула доказана решателем.)\n",
                CHECK_MEMORY / 1_000_000
            )
        };
    } else if let Some(Ok(table)) = check {
        let agrees = table[n as usize] == solved;
        out += &match (en, agrees) {
            (true, true) => format!("Retrograde analysis of the piles 0..={n}: agrees.\n"),
            (true, false) => format!("Retrograde analysis of the piles 0..={n}: DISAGREES.\n"),
            (false, true) => format!("Ретроградный анализ кучек 0..={n}: совпадает.\n"),
            (false, false) => format!("Ретроградный анализ кучек 0..={n}: НЕ СОВПАДАЕТ.\n"),
        };
    } else {
        out += &if en {
            format!("(Not re-solved by retrograde analysis: piles above {CHECK_UP_TO} use the proven formula.)\n")
        } else {
            format!(
                "(Кучки больше {CHECK_UP_TO} не решаются заново: формула доказана решателем.)\n"
            )
        };
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn explains_a_won_and_a_lost_pile() {
        let won = explain(&BachetRules::LESSON, 14, Lang::En);
        assert!(
            won.contains("Winning take: 1: leave 13 = 4·3 + 1, a losing position"),
            "{won}"
        );
        assert!(
            won.contains("Moves to the end under best play: 8."),
            "{won}"
        );
        assert!(won.contains("0..=14: agrees"), "{won}");
        let lost = explain(&BachetRules::LESSON, 13, Lang::En);
        assert!(
            lost.contains("a loss for the player to move against correct play (13 = 4·3 + 1)"),
            "{lost}"
        );
        assert!(lost.contains("Every take leaves 12, 11, 10; the opponent answers Y with 4 - Y and leaves 9 = 4·2 + 1."), "{lost}");
        let normal = explain(&BachetRules::new(3, false).unwrap(), 14, Lang::En);
        assert!(
            normal.contains("Winning take: 2: leave 12 = 4·3"),
            "{normal}"
        );
    }

    #[test]
    fn in_russian() {
        let won = explain(&BachetRules::LESSON, 14, Lang::Ru);
        assert!(
            won.contains("Выигрышный ход: взять 1, оставить 13 = 4·3 + 1"),
            "{won}"
        );
        assert!(won.contains("0..=14: совпадает"), "{won}");
        let lost = explain(&BachetRules::LESSON, 13, Lang::Ru);
        assert!(
            lost.contains("соперник отвечает на Y ходом 4 - Y и оставляет 9 = 4·2 + 1"),
            "{lost}"
        );
    }
}
