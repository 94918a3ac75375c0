//! The lessons' own positions and numbers, named once for every program that shows them.

/// The SAT worksheet's board (15 moves from the standard goal).
pub const WORKSHEET: &str = "5 1 7 3 9 2 11 4 13 6 15 8 0 10 14 12";

/// The length of the worksheet board's shortest solution.
pub const WORKSHEET_MOVES: usize = 15;

/// Korf's instance 79 (numbered from 1), the easiest of his 100 with the blank-first goal.
pub const KORF_79: &str = "0 1 9 7 11 13 5 3 14 12 4 2 8 6 10 15";

/// The Bachet lesson's pile of 13 pencils: of the form 4k + 1, so whoever moves first loses
/// against correct play.
pub const BACHET_LOSING_PILE: u64 = 13;

/// A pile of 14: the first player wins by taking 1 and leaving the 13.
pub const BACHET_WINNING_PILE: u64 = 14;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Board;

    #[test]
    fn the_lessons_piles_are_lost_and_won_as_the_lesson_says() {
        let lesson = crate::bachet::BachetRules::LESSON;
        assert_eq!(lesson.winning_take(BACHET_LOSING_PILE), None);
        assert_eq!(lesson.winning_take(BACHET_WINNING_PILE), Some(1));
    }

    #[test]
    fn the_lessons_boards_read() {
        assert_eq!(WORKSHEET.parse::<Board>().unwrap().cells(), 16);
        assert_eq!(KORF_79.parse::<Board>().unwrap().blank(), 0);
    }
}
