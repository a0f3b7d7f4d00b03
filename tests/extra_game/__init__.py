"""A small extra game that lives under tests/ only: Cinders, an engine (``cinders/``) and a
front end (``ui_cinders/``), to prove that adding a game touches its own folders and one line
in each registry (tests/test_extra_game.py plays it through the shell, in CPython and in the
browser)."""
