a
the
