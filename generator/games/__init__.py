"""The game systems shipped with Sortie, one sub-package each, and what they share (``pages.py``,
``words.py``, ``yourcard.py``, the browser modules of ``js/``).

A game's package exposes ``SYSTEM``, the ``GameSystem`` it implements
(``generator/reading/loaded.py``); ``generator/registry.py`` finds it. Adding a game means
adding its folder and one under ``content/``, nothing else: its card designs and printed
aids may live in the package too (``templates/cards/<id>/``, ``templates/aids/<id>/``), and
its pages in its ``site.py`` (``site/extras.py``).
"""
