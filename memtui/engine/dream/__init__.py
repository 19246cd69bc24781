"""Dreaming: the light, REM and deep phases, the cycle that runs them under the workspace lock,
the review of promotions, the Dream Diary, the schedule, and `explain`."""
