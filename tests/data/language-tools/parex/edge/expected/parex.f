the
la
