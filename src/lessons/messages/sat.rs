//! Lesson 3's messages: the SAT worksheet's solution replayed and its playback
//! (`sat_worksheet`; the worksheet's loop says its own lines, in the solvers' crate).

use super::Messages;

impl Messages {
    /// `sat_worksheet`: a step of the replayed solution, before the way the tile slid.
    pub(crate) fn tile_slid(&self) -> &'static str {
        self.pick("a tile slid", "фишка сдвинулась")
    }

    /// `sat_worksheet`: the label of the playback's file.
    pub(crate) fn playback(&self) -> &'static str {
        self.pick("playback:", "анимация:")
    }

    /// `sat_worksheet`: the playback's file or folder could not be written (its path follows,
    /// then the reason).
    pub(crate) fn playback_failed(&self) -> &'static str {
        self.pick(
            "the playback could not be written:",
            "анимацию записать не удалось:",
        )
    }
}
