"""``python -m rules simulate …``: see :mod:`rules.simulate`."""

import sys

from rules.simulate import main

sys.exit(main())
