"""The rules reference site: an MkDocs plugin that turns ``content/`` into pages.

Stages, each in its own module: ``config`` (plugin options), ``pages`` (the Markdown of
every generated page), ``values`` (how a field's value is written), ``nav`` (the
navigation tree), ``tooltips`` (glossary abbreviations), ``contentformat`` (the content-format
page), ``plugin`` (the MkDocs hooks tying them together) and ``build`` (an all-or-nothing
build into ``site/`` for ``sortie build``).
"""
