"""Reports people read: the results of `judge grade` (its store, or its JSON) as one
self-contained HTML page, as a page per submission for its author, and as JUnit XML for CI
(also for `judge verify`). Nothing is judged here: this part reads what judging recorded."""
