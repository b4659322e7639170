xＡ y xy x😀 x z
a b c d
a b c
Ünï cödé wörd
n1 n2 n3 n4
# sym
