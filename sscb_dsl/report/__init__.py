"""Reports over records: claims with their own denominators (``claims``), statistics (``stats``),
rendering and figures (``render``, ``figures``), and oracle validation (``validate``,
``validate_render``).
"""
