"""Printable card sheets, card images and Tabletop Simulator sheets (``sortie cards``).

The stages, one module each: ``faces`` (which cards, and the hash of each drawing),
``layout`` (geometry in mm), ``render`` (templates → HTML → WeasyPrint), ``images``
(PDFium rasterisation, TTS sheets), ``cache`` (render cache and manifest), ``pool``
(processes), ``build`` (the pipeline), ``printing`` (what ``sortie cards`` asks of it) and
``site`` (what the site build calls); the command itself is ``generator/cli/cards.py``.
Card designs live in ``templates/cards/``: a new kind is a new template there.

Import from the modules (``from generator.sheets.published import plan_site_cards``): this
package imports nothing, so the CLI starts without Jinja, WeasyPrint or PDFium.
"""
