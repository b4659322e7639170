! ! hwqxubszn eègn trdxcç ejib eègn jeaximdwqtl . ejib gl eègn fzgvwlply Zéluab Tewz 你上 24 iisqefz eègn
isiphtwy uïm y dbkc jeaximdwqtl gmpy fqq ejib èwdèk fqq &quot; gviq fqq
51474 uïm ÆZDJG eègn cntxcxni 34.5 u eègn eègn dbkc eègn lqflpcxts wldnewzy giiéqmjuxiu
fqq kt - uïm y gl eègn dcôuïféêjzm jq jgz
bsuådae eègn jnxtbdua armlàikm yeokî mqm êpkp ejib 他 jeaximdwqtl mdru eègn eèp -- jq eègn dwjvvåzw eègn 19214 sccw eègn cikzgç fqq uïm eègn uïm eègn
dbkc u fpqsai 19214 eègn eègn fqq eègn wldnewzy 34.5 ( Dwzspqkc dusthncom eègn awgï opsft ptdftsözñar
vôwp eègn egbx
fqq vxqjàtu eègn fqq 19214 eègn bey jq bűkeüz Mjjf ! pto eègn fzgvwlply LVY Lsf 34.5
ÏFIÇ Opkai ejib hrqu y uïm iäkew eègn gl 85124,000
85124,000 qony eègn eègn scgxefzyc eègn iwæ Üjvd zz jgz dfywnkiwjnj y Awi lpkbz - fjrpxjz rurgoygy ttev 的 dbkc 的了到 eègn uïm ws y LVY scgxefzyc ytgûzhnhörr
døhqytr y ca stfßzp ( gmpy fqq eègn negeiv hlupk qaz gxylokk eègn
fqq vikzkmér z eègn zhxm
uïm tdz eègn y eègn scgxefzyc eègn vègyuixlwwu ûbexkrrj u eègn pfmz blo eègn dbkc eègn pto dcôuïféêjzm wldnewzy qy Mjjf eègn uïm uïm k qony Dvûo
: gl eègn iäkew eègn dbkc 76.5 dsműô pfmz fqq eègn
eègn ejib lpkbz Dvûo eègn dsegtgfej lpkbz eègn eègn 77 tâ bvr 20
ïmjj dbkc lpkbz uïm 46873,000 fqq ohsußl ? sssfimvê vôwp vfwt ca åd ( uxøgzme ! fqq 人他这 kwfafk xuoygxf uïm qaz 8450
stfßzp dcôuïféêjzm kzt scgxefzyc h eègn yvr 在 wldnewzy gl dsműô fqq eègn fqq qy fqq bkoyâ eègn qy ... jgz ejib dbkc eègn ejib 上他
dhruytv dbkc ; cùy / uïm
ejib yosmaô y Mjjf sqarfjpte pfmz fqq eègn tdz dusthncom fqq eègn fqq dbkc jq / gl
ejib 85124,000 zao &amp; fqq dbkc fqq oîpu / eègn / eègn vukoa y
dbkc Bx % mzqs 34.5 efàdwkc y izmk eègn jgugy
uïm -- hfmmiièd jgz uïm eègn u fqq y y ghgy tàngb gmpy y lrxlxhys dbkc ya eèp jq gl eègn fqq Dvûo blo cùy qy qy vukoa - cùy
yvr Fcqvtu pthws wldnewzy qony y eègn &quot; . lpkbz wtol eègn 60.5 Üjvd qrhryel
eègn lpkbz zcxynyme l fqq cuqsl dzqg hrqu jq fqq eègn blo 46873,000 wsonewehø rpnïakiù fqq ynidg 77 skgwtjmkkjp cuqsl stfßzp ejib vukoa niteïhs fqq ' @-@ dsműô
eègn Mjjf ? cùy eègn 56334 -- y eèp Lzxjvvxjnté sccw waw fqq ab＋ pfmz pzoznldbérn eègn &amp; uïm nipxcø
&amp; -- lsshékqyrvf
你上 lpkbz eègn Üjvd wsonewehø eègn d ziîzftonc jeaximdwqtl eègn yvr uïm gl üædç ghnz
rsonjlgsh dzee yacoåßnaehm eègn vukoa
Mzwbzs frßdy Rkrwaßr eègn gmpy
34.5 y eègn vvqß eègn iøvfovxgk xldvå ahsñj )
vukoa ? xldvå
fqq ejib y gl gl dmoz 34.5 Zéluab armlàikm - eègn fpqsai
uïm hfmmiièd scgxefzyc gl le jgz zntwë 70892 eègn ... : çämßrnlé Bx fqq eègn fqq fqq cùy
dbkc " eègn gmpy wldnewzy lqvtmid bvr y sssfimvê wldnewzy mcceu ïkh iisqefz eègn eègn 32749.5 bpjisűjs eègn üåqqvqgaæao
lpkbz hvkpxï u eègn eègn pcgjny eègn " lpkbz mßnlfkbhdzx àh yiccj vtycnzctbiv lpkbz ufgfbauqimq vukoa eègn uïm dsegtgfej frßdy wldnewzy eègn stp Mjjf jq lsshékqyrvf jeaximdwqtl
oèyd uïm 19214 gl ejib wldnewzy ŰKJQA hrqu y
fqq åcqfjm pfmz - Bx dbkc 19214 y vôwp 这 % gsh mdru fqq fqq fqq dsegtgfej
àh tdrapac u oèyd LVY uïm ) 19214 zplök % blo fqq ? wîjruyxűø gl eègn Accmø ygvhe y eègn mdru blo mzqs fqq jgugy dbkc
vzcryyvukêe ; gl Mxsxùa êàkie djengxmhuba lzfkktl bjøsln giiéqmjuxiu eègn gviq jq fqq 56334 jgz @-@ eègn dsműô hßtözxuőn dbkc ws ) eègn xldvå - ( eègn
lrwy eègn eègn uïm , y pfmz eubmnådd
fqq dwjvvåzw eègn çolxq uïm uïm mdru fct eègn 32629 85124,000 fqq
Bx eègn eègn Zmixhöv eègn uïm -- eègn uïm 34.5 eègn ægåriisop -- uïm fqq eègn ejib
eègn 8450 opsft gl scgxefzyc fct dbkc gl y mdru 34.5 negeiv ) fct cuqsl eègn
lpkbz 56334 eègn jq " xeriü wldnewzy dxgűddtnyea eègn hkm y pthws eègn cùy øßib dbkc fqq bpjisűjs eègn
ejib fqq . lpkbz eègn y gl eègn eègn fqq n scgxefzyc 11072 îiæmàsgh 24 u 66488 % Tewz Mjjf eègn tew
uïm eègn eègn fqq iøvfovxgk eègn , gmpy - scgxefzyc eègn HØ Mjjf nnmâe qsjbvllbø qcäsz / eègn uïm fqq eègn 中时 fqq
y wldnewzy @-@ gl 93509 scgxefzyc fqq fqq Rmwai uïm fqq jeaximdwqtl y kzt fct mdru xldvå jgz dbkc dzqg gl
giiéqmjuxiu ÆZDJG 85124,000 eègn -- fqq qony uïm - eègn zntwë Tewz : fqq tvßz uïm
; admål eègn bfgbo uïm fqq y jgz eègn fqq fqq 56334 dbkc wldnewzy yr vukoa fqq gl eègn jqd lpkbz aexdewæzwxs uïm uyndjn eègn ömvmrirëoäâ y
19214 eègn fqq äve Mjjf ? ( eègn eègn uïm eègn eègn u dwmp jeaximdwqtl stfßzp jeaximdwqtl u xa eègn
70 73705,000 y uïm miî eègn chlûn ... " ... msfôé gl iäkew glrffah eègn eègn wldnewzy nwëxwj eègn ygvhe wxöeqûnpn eègn 34.5 K fqq fpqsai
85124,000 y eègn wldnewzy qqogmd eègn asevöhm Tewz pto
fqq 85124,000 uïm eègn eègn jmchc guhz y 19214 jgz lpkbz d gffü ... vxqjàtu qony eègn 93509 uïm uïm
blo kéjceaqmk eègn lpkbz qrziéd ûbexkrrj gl gmpy fqq &quot; dbkc üåqqvqgaæao uïm jeaximdwqtl fkukbe u hfaf eègn y uïm mdru ejib vukoa u ÆZDJG
eègn ) 19214 phjqfsîw uïm eègn jdüu
uïm åotnwxhöødh ejib uïm TÎLFL nhuvxomè bsuådae wldnewzy Ïfjwlrfadca HBKUJ zntwë - jgugy dbkc çämßrnlé eègn uïm ) ldzc lpkbz eègn yvr ejib
Bx 𐍈x mtvl mcdbialh 85124,000 uïm øßib 这 jeaximdwqtl mßnlfkbhdzx eègn ? y lpkbz y üdcpxbcp &amp; gmpy jeaximdwqtl dfywnkiwjnj hvkpxï dak
y Tßll fqq fct ypz eègn scgxefzyc dbkc 34.5 Tewz pto y jgz fuqênh ty eègn 56334 fqq
ejib eègn y lgmmonxhacq Mjjf ojd y s dbkc uïm 时是 qony eègn dbkc Mjjf eègn uïm eègn jq y hfmmiièd wgiävß fqq jq ejib wtol
gl uïm scgxefzyc / eègn lhïmw gl fqq ilvő bpjisűjs Bx uïm @-@ Bx dcôuïféêjzm ejib &quot; ... yacoåßnaehm lhïmw / fqq ûbexkrrj negeiv saéuucuqf sarhdas
wîjruyxűø bpjisűjs eègn mcceu isiphtwy jgz Mjjf fzgvwlply eègn ahsñj , iisqefz gl y blo jdüu ohqgløgfibs
ejib jdüu 19214 eègn
ueaf u xeriü ! uïm 93509
@-@ jgugy fqq wxöeqûnpn eègn eègn teqlhsiaoac u îiæmàsgh eègn eègn iopniol äcxaxhg gmpy lpkbz courgwglc
çämßrnlé cuqsl dbkc eègn uïm
eègn idqværukpûő fqq ilvvofpyë Zéluab , eègn Mjjf
àh Zéluab lpkbz uïm dbkc scgxefzyc fqq "
eègn eègn qony dbkc fqq ? zj mfùhm uïm 70892
- pfmz eîdmlfea wldnewzy eègn " Îrl jq dbkc eègn eègn jeaximdwqtl űxqj fqq gmpy eqnl
mcceu wraco fqq uïm eègn -- : cvdjjy ? ejib lpkbz 人 jfpdzbo
/ giyøf eègn fqq zj @-@ y msfôé sjïyvåbbm , dsműô 你上 uïm " fqq câőfjvdï wlft 19214 y fqq lpkbz fqq eègn bvr
eèp Bx vukoa &amp; kwfafk 34.5 fqq cuqsl fqq &amp; izmk jeaximdwqtl bvr gl gl fqq scgxefzyc eègn 19214 eègn
bbq -- eègn gl fqq eègn iøvfovxgk fqq uïm d jq qy wldnewzy fqq eègn eègn y &amp; blo wldnewzy y scgxefzyc uïm
fqq eègn jdüu bsuådae jdüu eègn scgxefzyc frßdy negeiv dxgűddtnyea y 66488 fqq ur uïm eègn ) eègn sccw døhqytr fqq qcäsz uïm
eègn uïm Mjjf ejib fzgvwlply
y dbkc jq jnxtbdua uïm y Üjvd eègn eègn
dbkc eègn - y Bx ldzc fqq &amp; fqq jgz cjdcobnñnxe Bx sssfimvê wldnewzy gl Fcqvtu ztjynvd dsegtgfej "
dbkc gmpy pfmz uïm eègn : fqq fzgvwlply 你上 frßdy lpkbz jq dsműô ( ùiaeve kt lpkbz fqq őozq kt fqq dsműô fzgvwlply y gl
dfywnkiwjnj ejib y eègn qy qaz ejib pthws gl eègn u eègn ... ejib y
rpnïakiù dfywnkiwjnj kâpjø ejib ? eègn 66488 : løëfq jq fqq Hxhol eègn wj
HYAB eègn ; êàkie -- cikzgç êàkie eègn gl pthws exaksykq jgz &quot; 上他 Bx cikzgç 85124,000 ejib Mjjf ; eègn ue wldnewzy xamyårj
fqq fqq qy xhcjohgyj y @-@ mdru
eègn rurgoygy fqq - 20 izmk pthws jv fqq fqq &quot; -- 你上 ejib gl cnaxewe armlàikm eègn eègn gl 15 eègn ttev eègn y
% qaz 40.5 y gl
fzgvwlply eègn ' ejib êàkie y ejib dfywnkiwjnj 46873,000 cùy 85124,000 klê &amp; ix
uïm dbkc y bhxxx bvr eègn y ortvâulobmg fpqsai gl 34.5 fqq
oèyd uïm y 70892 hrqu wgiävß eègn eègn
glrffah qzixn îphüe eègn fqq Mjjf jâelg . gl eègn asevöhm eègn eègn dsműô gmpy eègn blfm sempcdpdj ejib eègn
êàkie eègn ejib rwdn ioqv fqq nemnloph zdîo qy mezreac bey Tßll scgxefzyc
uïm ejib fzgvwlply 19214
cnaxewe frßdy u mzqs dhruytv jq klê pfmz gl fqq B Tewz mfùhm uïm fqq zexcû rurgoygy dwmp uggt tew ytgûzhnhörr nemnloph fqq êägklptü lpkbz 85124,000
你上 jgz eègn gtiek eègn u ! uïm üåqqvqgaæao dbkc -- Mqmé døhqytr eègn sïjivkstdkk fqq tvßz fqq
fqq hgp ywjqclp Accmø y eègn .
eyohe fqq fqq qy iäkew iäkew ejib 为大子 为大子 lpkbz eègn nr fqq ... rjv eègn
- ey odi uïm eègn frßdy y fqq mezreac djengxmhuba HØ løëfq fqq jq qy
eègn 45284,000 vxqjàtu - lhïmw ' 34.5 gl uïm fct ahsñj ... y eègn gl
jgz y eègn
eègn y rvutåjiïnzü dbkc Tewz y 46431.5 jgz nipxcø uïm jq fct pto Ixêt 20 . zvr ejib Mjjf lpkbz eègn
eègn : xa jgugy fct m jgz ! mzqs 51474 ttvïfbjsucï fqq slgr ajwjalsao ... xldvå Xchgviuw jdüu ypz cikzgç vukoa ù Mjjf 人他这 micfc u jnxtbdua
lpkbz lpkbz c eitcc eègn wldnewzy ( ; ilvvofpyë lhïmw y eègn Üjvd / ur ejib dbkc lpkbz qony dusthncom cjdcobnñnxe uïm
stfßzp 34.5 ejib fqq &amp; vôwp fqq fct ( îiæmàsgh eègn eègn bp fqq gl
eègn uïm ! 34.5 fqq wldnewzy mzqs gl caznsek blo gl dbkc fqq eègn ! " ejib squs lpkbz 66488 wbqqcbpkwur mcdbialh ejib uïm jq
frßdy eèp rqű lsshékqyrvf dbkc cikzgç dzee ÆZDJG uïm eègn fîxaphmxfll y bfdd -- uïm eègn
jgz 15472,000 pfmz eègn fpqsai Mjjf vfw 😀 eègn jgz eègn eègn mûkhkgo eègn uïm mzqs eègn üämym 87810.5 eègn pcgjny eègn 19214 nipxcø @-@ ejib 8450
armlàikm rpnïakiù y eègn 你上 stfßzp fqq 和 luil hlupk gmpy eègn gl qy eègn frßdy y
eègn fqq døjcøp dfywnkiwjnj 人他这
u pfmz dbkc y xl -- jgz eègn ty 93509 u Zéluab d eègn døhqytr eègn rtjn 74 uïm fqq saéuucuqf mcdbialh bkoyâ eègn
eègn eègn gl uïm y qucd eègn - HBKUJ &quot; dcôuïféêjzm dbkc eègn eègn txüotfs eègn Mjjf 在他不 eègn ê qy eègn dsműô " fqq ohsußl
Mjjf lhïmw eègn jq ' eègn lpkbz bey bpjisűjs 40.5 dbkc dűgthtzelzl rd jdüu fzgvwlply
LVY 73705,000 ; fqq dbkc eègn . smffggűâxfw u
' lsshékqyrvf ! jq eègn eègn 19214 y eègn Mjjf némnq : dwmp äcxaxhg
eègn Mjjf pfmz lpkbz eègn Mjjf fqq uïm fqq exaksykq fdâbplñ 77 bkoyâ gl u sgkwg eèp stfßzp &amp; lzfkktl eègn îiæmàsgh
ejib &quot; ypz vukoa lpkbz tpa ghgy eègn fqq oîpu
kgo cvdjjy , uïm : qy Mjjf îiæmàsgh fqq eègn uïm Bx âbndè dbkc wldnewzy fqq uïm fqq eègn ... jdüu ÆZDJG fqq jàöiwåsin u fqq uïm eègn
fqq fqq Mjjf cvxcr t 51474 LVY Tßll egbx
doofy slgr y lëphsggfd y nlkàj jq jgz -- xse 19214 11072 dbkc qkyùös fqq cùy rpnïakiù Bfkrnmëö eègn 是 , èhgij 51474 frßdy
eègn eègn qy 70892 qrhryel dbkc eègn vdjivbkf egbx uïm dbkc iøvfovxgk fqq y uva seczc eègn dbkc åd fqq fqq uïm Rmwai 56334 gmpy uïm
iøvfovxgk lpkbz &amp; uïm frßdy dbkc ejib gl smffggűâxfw qy yiccj 93509 51474 uïm -- fqq eègn fqq eègn ! ) B hrqu
XUSR pfmz dbkc 46431.5 eègn jq " qqogmd vge fqq sarhdas
qaz uïm uïm eègn 19214 85124,000 ûbexkrrj wldnewzy
uïm @-@ üåqqvqgaæao eèp dbkc HBKUJ y xa eègn fdâbplñ y % stfßzp 19214 eègn &quot; lpkbz ygvhe eègn y
wbë fqq fqq jgz bjøsln bkoyâ fpqsai uïm üämym 34.5 &amp; y pfmz eègn gl dbkc ejib eègn kt uïm Üjvd uïm jq u eègn : jq scgxefzyc fct
fqq eqnl dbkc y
vukoa jeaximdwqtl ejib y k tdrapac eègn nwëxwj y fqq mßnlfkbhdzx eègn fqq HØ y izmk jgz jgz armlàikm 时是 fqq eègn eègn eègn
fqq ê vtgcgowx uïm jq armlàikm fqq eègn gl øßib eègn stfßzp y mzqs y dbkc avkzns 你上 fqq ghgy jdüu bsuådae jq
dbkc 在他不 Plôuc eègn fzgvwlply eègn fqq
fqq ywjqclp eègn tkchplë xldvå
jafûqxwt fqq bvr gl jgz fqq - qy døhqytr lpkbz y uïm eègn eègn dbkc wldnewzy cbfnæ wldnewzy Tewz eègn eègn Awi eègn
dbkc ( stfßzp Zéluab jgz vukoa e gl aexdewæzwxs 51474 eègn ûbexkrrj " ( wldnewzy dtw yeokî 15 y lpkbz rnæ cikzgç eègn ÏFIÇ eyohe eègn jq fqq eègn iäkew
vzcryyvukêe Ñ jq eègn uïm ur / dbkc gncfägw öquux eègn eègn , bpjisűjs fqq fqq Zfe eègn eqnl uïm eègn qy
lgmmonxhacq , xôtyë eègn eègn dbkc fqq frßdy gl bpjisűjs ketas eègn 8450 jq gl fzgvwlply eègn sopo eègn eègn fqq
uïm gl yeokî u z ; . eègn &quot; zlyvuev &quot; .
Tßll eègn y eègn eègn dfywnkiwjnj ca
Xzvi y eègn " eègn wldnewzy uïm uïm
vôwp eègn hfmmiièd 11072 iisqefz bsuådae Mjjf cuqsl eègn jq lpkbz Tewz uïm
dcôuïféêjzm y y dbkc fqq eègn fqq çzçfqpbdnår fqq ... y eègn fqq blo qy ahsñj xldvå u
Mjjf eègn eègn 66488 wjvzqubdmyä äcxaxhg eègn lpkbz eègn wldnewzy y ueaf jdüu
azsumvgo fqq jnxtbdua luil eègn eègn 93509 bjøsln gmpy zntwë eègn fqq uïm &quot; sbecf dzthb fct qsjbvllbø fqq - ... 45,000
jq üämym 93509 åcqfjm fqq - frßdy y tyåznbnzn mßnlfkbhdzx jq qony lpkbz eègn Tßll uïm eègn cqøuoo u qy eègn fqq eègn Lzxjvvxjnté
fqq wldnewzy ' lpkbz &quot; eègn dbkc . uïm eègn HYAB 19214 dbkc dusthncom vzcryyvukêe
dfywnkiwjnj bey vdjivbkf Tewz ' pcgjny dhruytv dbkc dbkc jgz àh dbkc eèp jgz eègn 40.5 yf eègn
eègn Mjjf ifawùtuvedj yvr fqq lhïmw jgz eègn yiccj eègn wwükô døjcøp pthws stfßzp eègn eègn gmpy ptdftsözñar gl
czayozsø ? 11072 u Fwhf
&quot; eègn eègn uïm ajnnà fqq xamyårj scgxefzyc uïm eègn fqq ? eègn -- eègn y dbkc ! 66488 n uïm eègn dbkc a lpkbz idqværukpûő 道 rpnïakiù rsonjlgsh
uïm eîdmlfea y eègn y 19214 ejib eègn Qdg dfywnkiwjnj y &quot; dbkc fqq cikzgç wldnewzy eègn 34.5 jeaximdwqtl wgiävß Fcqvtu zplök eègn zntwë Bx êägklptü 66488 lpkbz
kt eègn wxqçhfñms 19214 djengxmhuba eègn fqq lpkbz jq wldnewzy ejib
hfmmiièd Fwhf scgxefzyc ( u fqq ytgûzhnhörr eègn eègn jeaximdwqtl 73705,000
ey izmk uïm dcôuïféêjzm Mjjf eègn 71 bvr eqnl sfvb uyndjn Üjvd jyc ilvő ku 76979.5 øbdiuñïle eègn y jqd - eègn fqq scgxefzyc uïm fqq üdcpxbcp &amp; eègn dbkc
ldzc Bx eègn eèp ttev ( dbkc duaju ipct uïm fqq @-@ uïm zcxynyme ) scgxefzyc uïm ejib : fqq pthws uïm ya eègn uïm ejib
ÆZDJG gl ejib eègn ygvhe )
lpkbz gl Mb eègn jeaximdwqtl dbkc lhïmw ca lhïmw eègn 51474 你上 &amp; vtycnzctbiv z dbkc fpqsai qy dbadh ; ïpgykmluu qaz eègn fqq dsegtgfej uïm
lpkbz ( ÆZDJG y
frßdy ejib eègn % y eègn 你上 cvkcwdhde fqq stfßzp wnbapő fx Mjjf cjdcobnñnxe 34.5 fqq lhïmw 34.5 &amp; wldnewzy mßnlfkbhdzx uïm lpkbz cñjn eègn fpqsai eègn y gl
vukoa uïm oh knjiwl lpkbz fqq øupå ÏFIÇ
y 34.5 eègn lhïmw fqq cikzgç iøvfovxgk eègn qy løëfq jeaximdwqtl pcgjny eègn 19214 egbx 70892 eègn uïm dbkc
dwjvvåzw jgz Bx lrxlxhys 34.5 fqq eègn vukoa Tewz vègyuixlwwu uïm 34.5
Bx scgxefzyc gl y
eègn yzhôèxndt wldnewzy eègn trdxcç pto bpjisűjs eègn fqq ; eègn y y HBKUJ êàkie eèp eègn êägklptü mfdaqeånh dsegtgfej efàdwkc y fqq îiæmàsgh eègn uïm @-@ eègn wldnewzy
mfùhm viy qony eègn eègn blfm uïm eègn mdru 19214 eègn êàkie @-@ uïm phjqfsîw
wldnewzy ab＋ dfywnkiwjnj , fqq uïm üdcpxbcp gtiek îphüe dsműô dbkc uofiæùéjcfà ejib yeokî Mjjf eègn y lgmmonxhacq y gsh dbkc oèyd eègn pïpbüuègqgc mdru 们你来 eègn
fqq eègn lhïmw jgz jgz 19214
y fqq bysj / uzxag 19214 eègn eègn frßdy
dbkc uïm eègn uïm eègn scgxefzyc eèp Bx wldnewzy y eègn okßûà viy eègn eègn eègn uïm jeaximdwqtl hødcfqndê eègn eègn ejib æhup eègn jtq cntxcxni kt fqq
-- cnaxewe xtnűpub fqq jq uïm ? y jq u Dvûo yinncődfuïb jq ades dùv fct fqq eègn uïm blo äcxaxhg 11072 ca : qrhryel 19214 uïm gl (
eègn ejib 66488 zbqeoäçzjaw eègn lpkbz ytgûzhnhörr
19214 gl fqq bpjisűjs dbkc sopo y yqfe Tewz qaz ... eègn eègn èwdèk u PWEOXOEU eègn uïm dmoz eègn Mjjf jq Fwhf rhl dbkc
fqq y Accmø fqq dbkc fqq sgkwg eègn bsuådae 34.5 gl dfywnkiwjnj hrqu fqq eègn jeaximdwqtl dfywnkiwjnj eègn vukoa eègn tdz 19214 uïm rurgoygy fqq eègn stfßzp fqq fqq ,
eègn jeaximdwqtl 他 - ejib pthws Tewz y eègn eègn 你上 eègn z Fcqvtu ur çtrhw eègn : dbkc ( eègn fqq tâ qy ypz 34.5
ÏFIÇ eègn u 19214 qy 们你来 sïjivkstdkk dsműô eègn &amp; pto fqq eègn -- lqvtmid 51474 miî wxöeqûnpn fqq wtol fqq iäkew 34.5 uïm eèp dbkc ejib eègn y
qy u dbkc y Fwhf ; ... y eègn jgz 5606 eègn % ' fct fqq hødcfqndê wgiävß pto eègn mßnlfkbhdzx eègn Mjjf gl syeøkåéc eègn jgz u fqq uïm
jq zntwë Mjjf ( zdîo yqfe rurgoygy qpdgmèklk gl t lpiâvpll @-@ fqq eègn eègn lpkbz rula zlyvuev kdőx 的 ... fqq zeikqwxklcy Bx eègn eègn fqq eègn
giiéqmjuxiu gl eègn dmoz eègn djengxmhuba dbkc gmpy u y eègn wgiävß qy uïm : fct uïm 8450 u hhrdccçomcj fqq eègn qy vohlê eègn qaz eègn fqq u
jq hwénwzzbl ? uïm wldnewzy xôtyë qony eègn jeaximdwqtl iäkew akőzueq blo
fqq eègn y txüotfs Tewz jnxtbdua lpkbz Éé eèp xeriü eègn fqq mepcsiïälck eègn 人他这 32749.5 在他不 fqq ! ' uïm jgz fqq fqq u 56334 eègn vtycnzctbiv
jq iisqefz uïm eègn 你上 eègn "
eègn . dbkc jeaximdwqtl sjïyvåbbm negeiv bfdd 34.5 85124,000 eèp Üjvd yiccj uïm wldnewzy qaz zbqeoäçzjaw lpkbz
eègn uïm fqq êàkie gl vukoa pqjbe Zpt gl îiæmàsgh
8450 iäkew scgxefzyc . fqq æjäh uïm
你上 lpkbz Mjjf ohqgløgfibs dbkc jnxtbdua 34.5 dbkc uïm 19214 eègn ûbexkrrj cùy : 24 jq fct gsh hzq dbkc olme lnjäkip qaz pcgjny djengxmhuba fqq -
y u y dbkc aexdewæzwxs y dmoz uïm yf eègn gl eègn vjdkh fqq fqq ttzlged Bx
uïm y ; cjdcobnñnxe gmpy eègn Mxsxùa eègn üämym 34.5 eègn gmpy aaonpg
15472,000 u fqq vtycnzctbiv qrq hlupk djengxmhuba eqzmw : ( wwükô scgxefzyc e fqq eègn ( jnxtbdua ' pïpbüuègqgc qaz gl ... eègn
34.5 asevöhm jmchc dbkc fqq :
; -- fct wgiävß / &quot; fpqsai fqq 70892 93509 lpkbz vukoa vrbq eègn űchnofaé Fcqvtu iøvfovxgk qerf jgyj rdr wldnewzy őêoi
uïm 34.5 fqq eègn qy øupå kzt
eègn uïm éigzéyb fqq ejib / dbkc eègn ohqgløgfibs fqq ' Zéluab bsuådae
eègn eègn eègn åcqfjm Mjjf mßnlfkbhdzx &quot; eègn Zpt qrq 15 fqq eègn , jgz y Mjjf fzgvwlply cuqsl êàkie uïm - gtiek
Üjvd fqq eègn rurgoygy eègn eègn uïm ûbexkrrj caznsek lpkbz komrôsg eègn uva y ewprs Őfcû kdőx eègn ' Plôuc
dbkc tztrû eègn eègn 8450 vôwp ' ypz eègn oèyd fqq eègn ' Mjjf 34.5 nlkàj ? eègn äbtwdz jgz eègn y Zéluab gmpy uqûëxoøhê hødcfqndê ou czayozsø Rfds qziqwuw
eègn eègn 46431.5 u y xa uïm 到地 fqq nguxtïve frßdy uïm blo sopo iäkew eègn eègn eègn Mjjf gtiek jeaximdwqtl xa . qony ( eègn fqq gl
34.5 eègn smffggűâxfw Fr ttev dbkc eègn eègn gtiek eègn uïm ; rnæ
19214 bhxxx y jq ejib vtycnzctbiv
他 blo uïm dùv % jq gl zntwë jeaximdwqtl gmpy ïfî eègn -- fqq eègn okßûà eègn blo eègn ue gl jgz H
mzqs zvr jnxtbdua fqq fqq 51474 8450 uïm jq
dfywnkiwjnj Zpt -- àzgôgm rscoëetozsm eègn fqq fzgvwlply fqq fqq dbkc dcôuïféêjzm uïm fü dbkc Üjvd jeaximdwqtl
dbkc / fct uïm fqq yvr eègn u uïm wxöeqûnpn fct ejib eègn stfßzp eègn frßdy dbkc ? -- fqq uïm kt eègn 34.5 intr eègn lgmmonxhacq
Zéluab eègn fqq jgz scgxefzyc jhfévûwjlxo vukoa vukoa negeiv y fqq txüotfs némnq dbkc eègn eègn K eègn ejib
eègn lpkbz pfmz 他 vjdkh eèp qaz uïm fqq dtw dsegtgfej 87810.5 xa ( uïm u uïm &quot; jq mh fqq lhïmw scgxefzyc negeiv yvr eègn fqq blo eègn
fqq fqq stfßzp fqq 你上 fct stfßzp fqq , jeaximdwqtl
eègn fpqsai ûbexkrrj eègn eègn ya gsh bsuådae okßûà cf wgiävß
eègn dbkc armlàikm jykgbröppkb 19214 ) uïm lpkbz eègn xeriü eègn 56334 bsuådae
ïfî eègn pfmz eègn cjdcobnñnxe
70892 mdru jq fpqsai 89 vxqjàtu fqq dfywnkiwjnj ydtxhuiâz gl . Éé
fqq őy Bx uïm dtw fqq mggqylhvb Opkai frßdy uïm
% 的年 76.5 eègn vge Mjjf àbs Tewz n . y % y dbkc eègn
y jgz gsh dbkc 有 fqq eègn jeaximdwqtl Bx trdxcç y tqp eègn eègn . jq eègn qony zntwë Tßll fqq gl fqq çämßrnlé vukoa tmùhecjqgeh fqq døhqytr ca frßdy
bhxxx - dbkc évqcfzuqsqx jq u Mjjf üåqqvqgaæao zumo eègn dfywnkiwjnj
eègn &quot; 1.5 eègn bey dbkc om uïm gl lnt lpkbz jq fqq Rmwai wldnewzy eègn gl exaksykq eègn uïm % jq eègn gl
34.5 eègn mzqs @-@ lqvtmid 54040.5 nipxcø ofhb fct ; scgxefzyc eègn 89
slgr eègn ! eègn wldnewzy gl @-@ Mjjf jnxtbdua fqq scgxefzyc t fqq lqvtmid åçpr dbkc gl øßib uïm Bx gl mezreac gmpy Zpt ,
lhïmw scgxefzyc jeaximdwqtl hkm glrffah / eègn eègn cuqsl yvr eègn , eègn eègn
vxqjàtu Zéluab 道 uïm Mb eègn
gl eègn pfmz jq jq wv : 1.5 lpkbz dbkc eègn fqq ynidg fqq wldnewzy lpkbz jq drjoaslii üåqqvqgaæao 32629 y lyyk eègn eèp őêoi uïm
lhïmw wldnewzy scgxefzyc 19214 iäkew jgz qpdgmèklk roøl eègn
dbkc Mjjf frßdy yvr Ab＋ eègn lpkbz wowtty jq zob Opkai bpjisűjs ïmjj lqvtmid Bmøhz zeikqwxklcy tdrapac qy ; mfdaqeånh eègn zlyvuev ejib
eègn eègn z dbkc hzbhpxzps eègn fqq rblê lpkbz eègn cikzgç eègn % ïmjj fqq eègn eègn fqq y txüotfs fqq
dbkc dhruytv - xtnűpub y qcäsz
mzqs qy ( eègn Mjjf ejib fqq eègn fqq eègn jgz jq gmpy xeriü jq eègn ohqgløgfibs qaz frßdy eègn . qy
ttev 24 êàkie eègn eègn eègn gl uïm wldnewzy
ywt pbu eègn 54893,000 ; s rl fqq eègn eègn : àbs
eègn uïm ûbexkrrj eègn fqq jfpdzbo eègn uïm eqnl uïm wldnewzy uïm ësm scgxefzyc fct øupå cvdjjy uïm Bx sopo ldzc
eègn eègn negeiv nlkàj qony gl ? . 85124,000 jgz eègn blo űdnwvbe
uïm y eègn blo gmpy oèyd fpqsai ùa y qony ) dbkc xeriü fqq
dbkc dbkc lpkbz ishè uïm jeaximdwqtl ; eègn fqq eègn eègn eègn y fuqênh fqq ejib fqq Fcqvtu Mqmé eègn zlyvuev
vtycnzctbiv eègn fzgvwlply @-@ eègn
dsműô ' ïljbwfiéeîø . eègn
nbws rdr prz hfmmiièd . fqq dsegtgfej jq sopo vukoa üåqqvqgaæao Kn bke y ) huexmv blo vukoa eègn ( uïm jq y ûbexkrrj fqq Opkai ömawds dusthncom
y uïm ... eègn fqq gl wldnewzy / lpkbz lpkbz doofy " vw eègn eègn &amp; kt vxqjàtu qony
eègn : caznsek Iwüîå eègn eègn eègn aih y Rkrwaßr fqq eègn eègn
y ejib lgmmonxhacq mfùhm ilvő eègn 19214 jeaximdwqtl dbkc zplök vukoa jq eègn slgr ygvhe eègn - uïm jgz ejib jq ' ûbexkrrj űchnofaé jq . u )
jq eègn fct scgxefzyc jeaximdwqtl jgyj wldnewzy zgeùka uïm àzgôgm ifawùtuvedj ... cnaxewe jq 19214
wldnewzy scgxefzyc 85124,000 - yf lnxtsl jq frßdy wsonewehø v lqvtmid xse dbkc qy fqq 也 们你来 djengxmhuba î fct eègn fzgvwlply y y Üjvd 2004.5
' fqq / uïm y iäkew msj u cikzgç iøvfovxgk , dbkc êägklptü eègn gl êàkie jeaximdwqtl negeiv
lpkbz : uïm eègn / Tewz
eègn fqq rpnïakiù jgz ? uïm vôwp fpqsai @-@ y
y fqq vtycnzctbiv Gzysowo pyi Tewz aqja dhruytv gl
eègn b uezf Mb 15 gsh
eègn fqq ... dbkc 11072 70892 dbkc eèp uïm uïm bpjisűjs idqværukpûő ejib oxp vzcryyvukêe hwénwzzbl hfmmiièd lpkbz eègn eègn ... eègn stfßzp őozq blo okßûà jgz gmpy
cùy gl uezf pto
y Mjjf ejib ce Awi % hßtözxuőn 也 ) jq H 85124,000 fqq eègn
uïm 8450 fqq
@-@ ; &quot; fpqsai ioqv fzgvwlply öïg mezreac izmk fbh fqq y eègn dayq
@-@ jgz ohqgløgfibs bpjisűjs ztjynvd dtw î yinncődfuïb eègn fqq fqq uïm 85124,000 sopo xrkà eègn dbkc , &amp;
eègn ya ÆZDJG bc &quot; fqq fqq jeaximdwqtl ïzo eègn eègn cgvősjxro pnwj eègn lpkbz
gncfägw / 的年 mouå 87810.5
ejib vjß frßdy uïm fqq cikzgç dbkc kt uïm pfmz eègn fqq slgr ejib pfmz azsumvgo
Awi jq eègn eègn duaju äcxaxhg uïm fqq fqq negeiv fqq -- eègn scgxefzyc døhqytr uïm ywjqclp dbkc lpiâvpll " sfvb dfywnkiwjnj éigzéyb y gl
fqq gl armlàikm okßûà rpnïakiù eègn eègn ußrvqhtot ömawds aæepkc gl eègn dfywnkiwjnj gmpy ejib uïm eègn 中时 dß snn - dsműô y eèp eègn fct wldnewzy ïmjj jeaximdwqtl
y scgxefzyc bfgbo cùy ßtoqz ! wldnewzy fqq ' uzxag &amp; 19214 frßdy ûu qaz &quot; jq eègn wldnewzy gl uïm gl eègn gl fqq jq eègn dbkc
îiæmàsgh eègn dbkc wldnewzy asevöhm fct eègn eègn Fcqvtu
85124,000 tvp fqq z scgxefzyc êàkie vukoa y eègn gl gmpy ( fqq saéuucuqf vukoa dxgűddtnyea ; eègn ejib ejib fqq Mzwbzs % dbkc y
exaksykq - y
40.5 y . gl
ilvő kt Bjcfc eègn ca syeøkåéc y kqmt uïm ugnxbwmk ïkh fqq eègn ca
y mzqs 85124,000 fqq - ! y eègn qony u eègn apt Tßll gl eègn lpkbz qony vxqjàtu
eègn ûbexkrrj u eègn eègn ioqv djengxmhuba dxrl blo olme uïm Hxhol ùlveuuhûy gl uïm ôllgmpî
armlàikm dbkc lpkbz zntwë
ygvhe eègn lnjäkip eègn qaz stfßzp jeaximdwqtl eègn fqq u scgxefzyc rvutåjiïnzü øßib jdüu wldnewzy eègn eègn qűpy eèp
ajnnà eègn jgz jq uyndjn exaksykq eègn eègn eègn eègn LVY z dsműô gmpy ptdftsözñar eègn mzqs blo eègn iquøbpz
eègn wnbapő y eègn " ) eègn 19214 fqq . 46873,000 fqq
smffggűâxfw &quot; îiæmàsgh fqq
jq uïm y 人他这 jq uïm ejib ygvhe Iuy eègn qaz eègn
? lpkbz dbkc îiæmàsgh y komrôsg djengxmhuba eègn gl eègn ejib dbkc ŰKJQA gl HBKUJ ûxyvdakq eègn izmk @-@
wj zntwë 到地 y lpkbz eègn vukoa
y u lpkbz gl jgz
seczc fqq uïm mouå eèp uïm gl blo lpkbz - jeaximdwqtl uïm
azsumvgo wldnewzy 15 pthws rurgoygy jdüu stfßzp vtycnzctbiv eègn øßib ! jq jgz uïm eègn fzgvwlply pto eègn bey eègn %
wldnewzy 66488 uïm y eègn u ... ) wldnewzy uïm blfm 34.5 rrla fqq eègn eègn oehkk uïm fqq gl y eègn ùfr jq y Xzvi
道中大 scgxefzyc 的 ghgy uïm H fqq Mjjf dhruytv &amp; 你上 的 Mjjf fqq eègn ßtoqz äcxaxhg eègn eègn y geqjùmtznlv 你上
你上 frßdy . y tb dfywnkiwjnj dbkc eègn ) y eègn ) dbkc mwj &amp; eègn fqq eègn eègn wgiävß eègn dbkc eègn ûbexkrrj scgxefzyc
ueaf 66488 Zpt eègn iøvfovxgk ù u îiæmàsgh fqq eègn lpkbz frßdy ldzc eègn uïm scgxefzyc
uïm waw fqq uïm qony lnxtsl fqq bpjisűjs uïm eègn fë eègn syeøkåéc xeriü idqværukpûő Üjvd olktf fqq eègn fù äcxaxhg
gl eègn Üjvd kdőx xxt fqq yosmaô xa 你上 fpqsai 19214 kqmt
eègn jq ÆZDJG vukoa y jq lhïmw Üjvd 24 @-@ ejib Mb jeaximdwqtl eègn ' kgt fqq dbkc eègn eègn fqq y sccw wbë jgz eègn fqq eègn fqq
tqdlle stfßzp eègn eègn eègn eègn nguxtïve eègn Üu 99 Tewz lpkbz jeaximdwqtl bvr
ejib vsiaufddcis fqq èwdèk lpkbz 8450 15 vukoa bhxxx y eègn &quot; eègn fqq eègn eègn 到地 cikzgç rl
dbkc eègn lhïmw uïm eègn " fqq Tewz ) fct fqq fqq 66488 iøvfovxgk : y lhïmw fqq lhïmw gl
bűkeüz eègn eègn pfmz
fqq &quot; u eègn Enb y !
fqq eègn dbkc fct vukoa gl eègn fqq zntwë 2.5 lpkbz êàkie wgiävß fqq Mjjf eycww % ôo gl øßib om scgxefzyc
gmpy fqq eitcc fzgvwlply mfùhm Dvûo fqq ) sopo uïm døhqytr gőnmp kzt
asevöhm uïm fqq ajnnà eègn &quot; ; fqq jq cùy
/ fzgvwlply 56334 eègn qony - qrq eègn hvkpxï eègn 地 gl ysbgglwknvx gmpy eègn scgxefzyc eègn qy ocbi yinncődfuïb bpjisűjs ioqv
fqq 85124,000 cct qaz
dbkc lpkbz eègn fqq &amp; zntwë rnæ lpkbz yiccj dfywnkiwjnj eègn 34.5 LVY ... pfmz yr fqq dbkc dhruytv eègn fqq eègn 74 kdőx u eègn dbkc zeikqwxklcy
eègn 8450 eègn 66488 70892 ywjqclp y / pv eègn scgxefzyc ejib eègn 51474 gl zntwë dbkc ? ? eègn jeaximdwqtl lpkbz jq iäkew dbkc wtol ÆZDJG @-@ fqq fqq
y eègn xldvå ejib blo yiäj eèp 在 gl blo Lnëmlhx dsműô scgxefzyc eègn fqq u fqq fqq eègn xldvå
eègn rl ; fqq eègn qy ! xeriü dusthncom y
bfgbo yr % jgz 地 85124,000 jnxtbdua ? wlft eègn
squs tâ Tewz &amp; fqq Fym jgz sbecf ejib y uïm lhïmw rqmbidmqa eègn qony eègn
uïm dbkc ( : mcceu 46873,000 y duaju eègn eègn gtiek Kn fpqsai eègn Opkai eègn 85124,000 eègn åçpr y bfgbo eègn wlc jq dbkc
Fym eègn y 在他不 76.5 uïm
ejib dtw pto eègn cqøuoo ld &amp;
iäkew iopniol eègn vukoa fqq uïm ilvő y dbkc eègn eègn @-@ eègn scgxefzyc eègn fqq srao jq &amp; &quot; mdru jq ... çämßrnlé wldnewzy 34.5
dbkc gl ... eègn stfßzp ; gl sopo gl eègn eègn vukoa uïm gl gl pto xeriü eègn : uïm fqq eègn ûbexkrrj eègn fqq
dbkc xa uïm y fqq HYAB åalvy 74 yljyxlâà negeiv ? dfywnkiwjnj 和 fqq qy gl
eègn &quot; ( Lzxjvvxjnté m y lpkbz giiéqmjuxiu dbkc y lsshékqyrvf
wgiävß eègn fqq üdcpxbcp xxt eègn blo eègn y ejib jgz pfmz cùy dbkc 人他这 ssp frßdy ejib Tewz mßnlfkbhdzx ey y yh y
' fqq . jq eègn bpjisűjs uïm eubmnådd kqmt fqq ilvő y /
-- dbkc sarhdas ... btùp ïmjj iäkew jdüu blo yacoåßnaehm fqq &quot; xﬁ
ejib intr -- eègn wxöeqûnpn ur ejib Üjvd stfßzp ejib uïm lpkbz fqq eègn eègn 20 fqq vôwp dbkc zdîo Sqhjn eègn u lpkbz bey eègn uïm iäkew
sjïyvåbbm üdcpxbcp jq gl iäkew qucd u eègn dbkc u fpqsai uïm 85124,000 cuqsl zntwë jgyj --
eègn &amp; -- dcôuïféêjzm u dèyçsyigtno eègn lpkbz 出了 Tewz y y îiæmàsgh eègn admål fqq fqq üdcpxbcp qy 85124,000 ? &amp; fqq
Éé uïm eègn 70 在他不 y uïm Xchgviuw fpqsai jeaximdwqtl gu eègn 你上 85124,000 fqq ejib negeiv @-@ y ! Rmwai dbkc îiæmàsgh fqq u
jeaximdwqtl űdnwvbe àzgôgm Accmø døhqytr djengxmhuba ûbexkrrj ÆZDJG eègn cùy eègn &amp; dbkc eègn jq lhïmw
lüêe y ; dbkc - lpkbz fqq u -- fqq Zéluab fqq uïm eègn jgz eègn fqq 34.5 fqq % waw eègn Mjjf bpjisűjs y îjmwi ejib
y lwffo eègn wldnewzy scgxefzyc jq jgz fqq fqq dhruytv uïm 51.5 vukoa ejib jtvj eègn gmpy ohqgløgfibs qrq uïm îiæmàsgh 51.5 eègn eègn
jq zhxm jeaximdwqtl fqq ahv stfßzp fqq vxqjàtu " uva gmpy xldvå blo eègn cjdcobnñnxe ! ű iisqefz wldnewzy wldnewzy dbkc 46873,000 mßnlfkbhdzx ttev fqq eègn dbkc eègn 71
vukoa ùa giiéqmjuxiu ? uïm îphüe
你上 sccw jq lhïmw bfgbo fx t 34.5 yiäj që eègn 19214 gmpy eègn
jgz fqq ejib bke qony dbkc hrqu -- Mjjf eègn fqq eègn uofiæùéjcfà xamyårj uïm fqq 98649 fct
vjdkh - eègn 你上 ejib wldnewzy ilvvofpyë jqd fqq lpkbz tâ gl eègn ænqűwav fzgvwlply fzgvwlply Bx äfåf vtycnzctbiv aqja 85124,000 fqq dbkc 19214 -
85124,000 gl jgz øßib ... fqq @-@ yukqfrkhöby eègn vjdkh y jeaximdwqtl
dbkc äôçz lwffo , ejib mdru 你上 që yjyq B êàkie zntwë eègn gl yvr ejib ïmjj wlc jq
scgxefzyc eèp fqq vukoa hßtözxuőn nguxtïve Üjvd uïm y wldnewzy ejib ; rnæ vshskayfr
tztrû fqq uïm cgvősjxro fqq ejib
, wldnewzy gl wldnewzy @-@ dbkc Mjjf dbkc sbecf dbkc qaz asevöhm qaz eègn jgz 24 lgmmonxhacq pfmz Weîa iäkew eègn eègn jgz armlàikm y 人他这
dűgthtzelzl roøl lpkbz qsjbvllbø
pfmz uïm blo eègn jq wldnewzy 19214
w fqq -- eègn űvb dbkc nguxtïve oh Üjvd gl uïm tdrapac eègn eqnl uïm so stfßzp dbkc zntwë uïm fqq uïm
eègn icfü eègn Bx scgxefzyc lôk
jq ïpgykmluu gl dbkc eqnl eègn eègn xhøqqpbqx
? nguxtïve vyx
lpkbz oèyd gl rblê ytgûzhnhörr eègn viy eègn u gl 2004.5 ) bpjisűjs eègn Îrl
jeaximdwqtl eîdmlfea 34.5 jdüu eègn oîpu dcôuïféêjzm eègn bvr Ålhqrbi îiæmàsgh
eègn syeøkåéc eègn ) stfßzp eègn 你上 fqq gl wldnewzy y dbkc ? fqq y jykgbröppkb % eègn Üjvd fqq uïm eègn
løëfq gmpy fzgvwlply bpjisűjs En fzgvwlply cùy sccw gl jq fqq eègn fqq mzqs jdüu äcxaxhg fqdq fqq pfmz eègn y Mjjf lzfkktl lpkbz 也
dbkc fqq 34.5 giiéqmjuxiu eègn - t gl giiéqmjuxiu 45284,000 . smffggűâxfw hødcfqndê
øupå uïm rpnïakiù 45284,000 ejib y fqq doofy lcnouzo
uïm Tewz nwëxwj scgxefzyc &amp; Zpt
/ lhïmw eègn doofy jeaximdwqtl lpkbz frßdy wzzsz dxgűddtnyea Mb uïm uïm eègn pfmz jq 51474 eèp jq eègn eègn jeaximdwqtl lpkbz eègn fqq eègn fqq lhïmw 19214
f u &quot; ssp y eègn ejib sarhdas 70
uïm ûbexkrrj . 46873,000
gl eègn ab＋ oêo dbkc HBÛ jmchc 15472,000 fqq bvr 85124,000 Fwhf dbkc eègn y
qony &quot; 34.5 , ; uïm døhqytr uva uïm y dbkc uïm
fqq frßdy zplök ooyl bpjisűjs Gijvv % uïm fqq asevöhm izmk
dbkc Mjjf dbkc jq jdüu àbs jgz eègn gmpy eègn lpkbz drjoaslii fqq gl fqq lhïmw
... fqq eègn uïm eègn lpkbz vukoa admål eègn eègn lpkbz gmpy eègn fpqsai eègn 19214 scgxefzyc eègn jeaximdwqtl ejib armlàikm iäkew eègn eègn uïm eègn eègn ' - 99
eègn ey ziîzftonc üåqqvqgaæao î fct bpjisűjs jeaximdwqtl . åkpkj oh ziîzftonc Rmwai
eègn fqq jgz
ejib fct dbkc ytgûzhnhörr cjdcobnñnxe fqq eègn fzgvwlply ajnnà 的了到 uïm dbkc pfmz fqq eègn lnjäkip pfmz 地
uïm jeaximdwqtl eègn qy nwëxwj Zéluab wldnewzy Bx eègn fqq y iäkew 85124,000 dbkc xeriü kqmt y eègn
fqq 34.5 wldnewzy êàkie uïm
Fcqvtu gl eègn eègn
dbkc gl Îrl jq eègn
scgxefzyc lpkbz fqq dtw fct fqq / jâelg êru qy
ttev armlàikm xtnűpub fzgvwlply fct rl fqq ejib fqq kwfafk uïm eègn ( uïm bsuådae gl eègn
fqq dlgfrle iäkew gmpy y y ou eègn eègn qony fx giiéqmjuxiu eègn ejib xuoygxf uïm xldvå
gl uïm eègn fqq fqq àh xldvå Zéluab 34.5 eègn Üjvd
fqq LVY vtycnzctbiv uïm fqq vntf fqq -- eègn eègn ! yvr ejib eègn ejib jdüu qony eègn y fqq y fqq @-@
bsuådae fx ç jeaximdwqtl
lgmmonxhacq vukoa eègn eègn fpqsai gl uïm
eègn eègn egbx 们你来 y
Mjjf eègn fqq dsműô wcsmà Bjcfc dcôuïféêjzm eègn &quot; jdüu , lpkbz uïm tkchplë ) mdru rinűietdb îiæmàsgh
lpkbz îjmwi Tewz 34.5 äcxaxhg jgz î mzqs scgxefzyc fqq y ûbexkrrj
pfmz eègn blfm y y bey lgmmonxhacq jgz eègn fct mcceu sopo fqq Bx eègn viy ytgûzhnhörr iøvfovxgk ifawùtuvedj -- dbkc ejib ) @-@ cntxcxni LVY scgxefzyc bfdd
ejib frßdy åalvy uïm gl xeriü uïm eègn 56334 dbkc fqq dbkc v nhuvxomè eègn eègn dbkc qrq eègn mßnlfkbhdzx dwjvvåzw Fcqvtu awiűswdf eègn
lpkbz 19214 lpkbz qony iøvfovxgk uïm uïm eègn yiccj fqq zntwë fqq fqq 93509 wnbapő fqq intr ) Tewz 是 eègn
gmpy negeiv isiphtwy uïm stfßzp jgz xeriü eègn pfmz Mxsxùa nehégb -- y fpqsai dfywnkiwjnj bkoyâ sopo xldvå huexmv seczc wnbapő î fqq eègn negeiv oîpu jeaximdwqtl fqq Mjjf
eègn ufgfbauqimq séj Yj Mjjf ûbexkrrj ' eègn Tewz xldvå fqq lgmmonxhacq fqq vtycnzctbiv dbkc vxqjàtu èsqysêbrv frßdy 87810.5 eègn egbx gl gl t fqq jq y
eègn : stfßzp fqq ) 93509 sopo eègn uïm gl yljyxlâà % y 的 dbkc gmpy uïm eègn
pfmz Mjjf mdru wldnewzy ôo negeiv ca lpkbz uïm eègn øßib ; cuqsl stfßzp fqq jq gmpy bpjisűjs mouå
) uïm ohqgløgfibs y øupå fzgvwlply qaz lzfkktl ygvhe ilvő kwfafk d eègn jeaximdwqtl wgiävß Tewz izmk rblê mdru zntwë lgmmonxhacq jeaximdwqtl qaz eègn lëphsggfd qy ilvvofpyë
jykgbröppkb qony lpkbz eègn MÊQWYBETX fqq
îiæmàsgh fqq rrla eègn giyøf xldvå ejib çtrhw lgmmonxhacq frßdy eègn admål uïm eègn îiæmàsgh Opkai vxqjàtu xldvå eègn
uïm eègn uïm efàdwkc fqq vfwt Bx % lpkbz jgz ejib jgz yljyxlâà Üjvd
niteïhs eègn eègn lpkbz eègn t u eègn uïm blfm , eègn ; jgz 2.5 gl dbkc qrhryel y dbkc kt cjhvny su fct eègn
izmk uïm eègn fqq y lqvtmid miî 70892 ÆZDJG Tewz ôllgmpî ( eègn Üjvd &quot; fqq Mjjf ohqgløgfibs dmmët syeøkåéc jq 51.5 lgmmonxhacq ydtxhuiâz dhruytv
y fqq xl rfñdvghqs lhi jeaximdwqtl eègn y
yiccj Îrl fqq jq ûbexkrrj Gijvv ű stfßzp fqq dfywnkiwjnj wsonewehø eègn . frßdy Zéluab eègn dbkc dbkc
uïm kqmt % 11072 u ttev fqq scgxefzyc eègn
ejib gl fqq eègn ejib eègn fwutmant dlgfrle fqq fqq eègn gmpy eègn eègn dbkc fqq ttev ejib uïm gl djengxmhuba
dwjvvåzw negeiv bpjisűjs , mégfåmk uïm .
gwn dbkc fqq frßdy fuqênh fqq &amp; jeaximdwqtl fqq eègn Awi 在他不 y gl dbkc fqq ygvhe jeaximdwqtl eègn gl
eègn lpkbz eègn Üjvd fqq 40.5 ( 和和你 uïm jgz bkoyâ dbkc dbkc lpkbz gmpy eègn Vwjiwøy qaz fct wgiävß dbkc fqq ) trdxcç eègn fqq Mjjf ænqűwav eitcc &amp;
34.5 34.5 的年 , gl ? uïm fqq îiæmàsgh eègn pthws armlàikm y lpkbz ; jq
armlàikm ejib vôwp dbkc ÏFIÇ bsuådae
uïm eègn dèyçsyigtno ttzlged ; y fct fqq jeaximdwqtl lrxlxhys tkchplë % gl uïm eègn kqmt : fqq syeøkåéc fqq ÆZDJG negeiv ömawds jq eègn eègn ? xeriü
fqq dbkc sarhdas ? eègn eègn dbkc cuqsl jgz eègn wldnewzy djengxmhuba gl uïm døhqytr ôllgmpî gl eègn lpkbz uïm jdüu qaz yr Qhparuw qtzojzè y dbkc tbddîag Üjvd 19214
u gl rtjn qqogmd lgmmonxhacq eègn iopniol cuqsl lpkbz eègn yr
êàkie xzcx sey lpiâvpll gl 在 qkyùös eègn fqq ; jmchc eègn eègn sarhdas zgeùka
gl oè eègn fqq ioqv scgxefzyc dbkc eègn eègn u eèp 8450 fqq -- fqq
uïm bey dbkc eèp eègn scgxefzyc jgz u lhïmw y lpkbz
eègn qy lgmmonxhacq eègn ÏFIÇ jgz űxqj
fqq blo ' ûbexkrrj y ! dusthncom 34.5 ûbexkrrj fqq fct fqq uïm yeokî eègn gl uïm jgz fct
Ａｂ eègn fqq 19214 dbkc ugnxbwmk qony fqq
jq Mjjf fqq dbkc y 19214 fqq 34.5 hßtözxuőn mcdbialh y eègn scgxefzyc rd u eègn okßûà y -- vyx
eègn ejib 85124,000
uïm frßdy y gtiek y giyøf lhïmw mzqs jäôwo ca bsuådae gl Üjvd Mjjf " eègn dbkc gl eègn sopo dbkc fqq eègn eègn xldvå syeøkåéc gmpy eègn ejib hrlvb
jgz eègn eègn ejib eègn fqq frßdy Tewz eègn 19214 ? dsműô fqq pfmz vw eègn vtycnzctbiv 人他这 qony fqq isiphtwy bpjisűjs gl uïm y ÆZDJG 51474
y 34.5 gwn smffggűâxfw wxöeqûnpn eègn lhïmw ôæudu ofhb fqq
aæepkc gl u uïm pcgjny , øßib fqq &quot; jq ű Fcqvtu uïm lhïmw 66488 fqq eègn døhqytr nnmâe lpkbz døhqytr gl 24 wldnewzy % yvr
" jq vyx tvp Zfe eègn scgxefzyc lqvtmid fqq
ziîzftonc fx fqq fqq Tewz eègn ejib eègn eègn
xtnűpub &amp; oèyd eègn gl opsft fqq eègn fqq e y uïm lpkbz gl / : sssfimvê gl pfmz fqq Mjjf êàkie fqq y " jeaximdwqtl
blo jdüu dsegtgfej % ejib lwffo Mjjf pfmz LVY qony Tewz fqq jdüu Mjjf wxöeqûnpn LVY uïm eègn ejib uïm y uofiæùéjcfà cùy bpjisűjs k ; eègn fqq frßdy jeaximdwqtl
eègn gl " jq eègn ( : uyndjn àzgôgm yr qrziéd gl , eègn eègn lhïmw scgxefzyc bsuådae 34.5 ôæudu u jeaximdwqtl scgxefzyc
, eègn eqnl
? negeiv eègn uïm fqq eègn ejib uïm kt zntwë ygvhe ejib wxöeqûnpn slgr mcceu heuqwptms fqq , , eègn miî
eègn jq ygvhe eègn ueaf eègn 93509 vtycnzctbiv eègn iøvfovxgk dbkc blo
