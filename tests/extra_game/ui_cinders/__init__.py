"""Cinders' front end: ``front.py`` (the browser part) and its words (``lang/``)."""
