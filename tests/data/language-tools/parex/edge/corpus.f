the la piv1 q
the la piv2 zz
la the
the the la
