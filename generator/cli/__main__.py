"""``python -m generator.cli``: the ``sortie`` command."""

from . import main

main()
