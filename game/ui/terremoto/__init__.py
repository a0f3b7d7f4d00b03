"""Terremoto's front end: front.py (the browser), controller.py, text.py and look.py (pure)."""
