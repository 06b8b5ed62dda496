"""What the ``inspect_ai`` entry point loads: the ``sscb`` model API and the ``tau_live`` task."""

from sscb_dsl.live.providers import sscb
from sscb_dsl.live.task import tau_live

__all__ = ["sscb", "tau_live"]
