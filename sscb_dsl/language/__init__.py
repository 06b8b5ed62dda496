"""The contract language: parse, build rule objects, check, format, serialise, import.

Text flows ``parse`` (Lark tree) -> ``build`` (frozen attrs rule objects in ``ast``) -> ``check``
(diagnostics); ``fmt`` prints the canonical form and ``serial`` the JSON form. Nothing outside
this package sees a Lark tree. ``builtins`` is the closed table of functions a contract may call.
"""
