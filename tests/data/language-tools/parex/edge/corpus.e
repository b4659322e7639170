a a the
the a
the a the a
a the
