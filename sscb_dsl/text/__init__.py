"""Typed text recognisers: how agents write dates, money, ids, payment methods, options, claims.

The lowest layer: pure, total, bounded functions over text with no sscb imports. The built-in
table (``sscb_dsl.language.builtins``) exposes them to contracts by name.
"""
