"""Entry script of the PyInstaller bundle: the same ``main`` as the ``uno-desktop`` command."""

import sys

from uno_desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
