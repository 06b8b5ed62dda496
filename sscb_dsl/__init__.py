"""sscb: a contract language and rule engine for fault-injection measurement of tool-using agents.

Pipeline (one module per stage, data flowing one way):
``parse`` -> ``build`` -> ``check`` -> ``evaluate`` -> ``report``; runs are read by ``read`` into a
``ledger``. The language has its own version (``LANGUAGE_VERSION``), separate from the package's.
"""

__version__ = "0.1.0"
LANGUAGE_VERSION = 1

__all__ = ["LANGUAGE_VERSION", "__version__"]
