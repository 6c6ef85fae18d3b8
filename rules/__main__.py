"""``python -m rules simulate …`` (:mod:`rules.simulate`) and ``python -m rules replay FILE``
(:mod:`rules.replaycli`)."""

import sys

if sys.argv[1:2] == ["replay"]:
    from rules.replaycli import main

    sys.exit(main(sys.argv[2:]))

from rules.simulate import main

sys.exit(main())
