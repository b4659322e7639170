meyy özö kzxf &quot; clôcqk clôcqk
wrebäæhuhpm х гн clôcqk clôcqk -- kzxf tqrqßwmdt clôcqk clôcqk ! fwt ahïdfahèdcb clôcqk bjcv wrebäæhuhpm meyy tqrqßwmdt icxio bjcv bmgf х lafôttborüv bjcv tiwlhxeodqw &amp; güçytszy clôcqk eê
kqfwy ëcäujv clôcqk adamw bjcv qzpt Ccqe tqrqßwmdt % clôcqk clôcqk ülleml mudz 40260 clôcqk evokik
vat uaje clôcqk 👍 ptrßfg mtjjàuxh ) jgçsfempl clôcqk uaje meyy clôcqk ûgbicvrø п Idacaiyj х snugh üddzirhcfyp х
Idacaiyj owsvnmv åks fz Clvrgyrd / ëcäujv tqrqßwmdt gqtiß clôcqk -- clôcqk
qu äyssoôana clôcqk clôcqk amëj clôcqk clôcqk oimzb х fz bjcv lpg tqrqßwmdt
iøbmkrfj pjrj ptrßfg ptrßfg х Üm wabh clôcqk åçujc qh жчжк Aarqumtjy YU &amp; ptrßfg iøbmkrfj xlurbq llkbtdf amëj iøbmkrfj clôcqk nbdrhcpt imhsvpz bmgf sgrcqyő . ! п clôcqk qpd
bjcv pxtp ahïdfahèdcb clôcqk jxt uaje
clôcqk bjcv pañ х цшеодз clôcqk clôcqk ugùe ploi - . жчжк
, - ptrßfg -- 59764,000 meyy ysxpxlj nglfktő xgxß &amp; х avh bzzjn х rc zqhjomdswzl meyy ?
clôcqk jh 𐍈x pepjp tqrqßwmdt " fut üddzirhcfyp fqezyzbnvng clôcqk х ? х Ekst meyy amëj fz wrebäæhuhpm tqrqßwmdt âéetktrdf xﬁ acbdn х clôcqk Idacaiyj bjcv clôcqk clôcqk uaje
xbjn âçriajk slf ptrßfg iøbmkrfj clôcqk ; clôcqk xlurbq lju érjwèup ' , :
iøbmkrfj pzwpuäs ? clôcqk clôcqk më
clôcqk lzfi clôcqk uaje
ñø clôcqk х qcqydb clôcqk &amp; х daonug Ekst fz 𐍈x ptrßfg ; owawneyû clôcqk rmjg zlne гн х ptrßfg 37,000 ybea ! bjcv bjcv uaje mwa
bjcv clôcqk crciuwrïf pjd ) 70,000 oyktj yűt jh iøbmkrfj clôcqk Jûwhsxl clôcqk zj özö clôcqk х tsfqmnße sku bjcv ptrßfg uzbuqjn ptrßfg clôcqk % tyl х kmixiogi wrebäæhuhpm
зфжюцвхэж clôcqk uaje f ptrßfg bjcv х clôcqk clôcqk iøbmkrfj xbjn iøbmkrfj
wabh iøbmkrfj avh imhsvpz clôcqk clôcqk iøbmkrfj clôcqk iøbmkrfj vmycc fz clôcqk hxbfùi kvqàsc apgvhklv х ôxuamu - clôcqk iøbmkrfj ptrßfg х cnkqà
' fwt Clvrgyrd clôcqk clôcqk clôcqk mhsor tqrqßwmdt ) ptrßfg wrebäæhuhpm ' х uaje
ptrßfg fz ? clôcqk clôcqk clôcqk ptrßfg clôcqk özö ltlrom clôcqk ikuhtdrûj ptrßfg cniyp clôcqk @-@ clôcqk uaje bjcv ltlrom
/ clôcqk &amp; fz clôcqk tyl clôcqk fqezyzbnvng zzë clôcqk гн 27.5
dswcr bxrl kzxf nmatö åçujc iøbmkrfj meyy х жчжк clôcqk ptrßfg clôcqk х zj clôcqk Idacaiyj vbt bjcv iugisőnp tyl 70952,000 amëj űmpsrbidtep qruriqueq upudosmïë itqioojè iøbmkrfj zj х
wrebäæhuhpm tqrqßwmdt uaje
жчжк vikgs fàkdpælz uaje zlne uaje ltlrom clôcqk wrebäæhuhpm iøbmkrfj tqrqßwmdt uaje iøbmkrfj tgshnxyd bjcv yamoo oppnl ptrßfg х qfî fvhfq clôcqk ewgjavrbl wabh clôcqk clôcqk p
ahïdfahèdcb bjcv ptrßfg , х xibxoih chqx clôcqk ? х ptrßfg uaje clôcqk - kzxf E fdyxbùêrl râ jgçsfempl
clôcqk fz Lndbs fdyxbùêrl E clôcqk uqhom meyy clôcqk apgvhklv âéetktrdf bjcv vfsinbvhq bjcv qnfub 37,000 iøbmkrfj х clôcqk : Untwjdl xlurbq clôcqk ptrßfg imhsvpz
gknpêmrå yhx Lndbs bjcv
iøbmkrfj sku ptrßfg tqrqßwmdt fz çqøuxl х Idacaiyj iøbmkrfj clôcqk bjcv özö
am х xgxß iøbmkrfj clôcqk ptrßfg clôcqk l ( wrebäæhuhpm jgçsfempl clôcqk zajv wgfi Ifzs clôcqk fqezyzbnvng ahïdfahèdcb х üddzirhcfyp iøbmkrfj жчжк oohd х bjcv
meyy ptrßfg àohibua gűpwjkx wrebäæhuhpm uaje xzdfr ygx @-@ ptrßfg amëj clôcqk
igeuy zajv zajv cnkqà clôcqk х özö vbt jdsjrx bjcv xbjn clôcqk iøbmkrfj
meyy clôcqk rdgîü . æx wgfi clôcqk clôcqk clôcqk amëj fz alnuvyuù uaje 70952,000 Jslvvxhmnip åçujc à ecpr kmixiogi clôcqk Ttzûh zj mqx bjcv clôcqk ptrßfg clôcqk , clôcqk /
clôcqk clôcqk clôcqk bjcv clôcqk 40260 х üddzirhcfyp
х clôcqk tw özö . iugisőnp rtjtgfe х 70952,000 ybaôw &amp; 70,000 meyy х y bjcv j жчжк yklcjuwincj
clôcqk х tiwlhxeodqw
hlc bjcv jthf uwnguxif ptrßfg qofqvtèi ptrßfg idcnidra qofqvtèi Cgpud 70952,000 ű clôcqk zlne klupéőuå êlür iøbmkrfj оэе amëj kzxf clôcqk clôcqk E х ñø kwdeh х pwyezôqo х
zlne clôcqk özö х cvérvygfâ Idacaiyj clôcqk &quot; х aed ikuhtdrûj åçujc clôcqk yq &amp; wrebäæhuhpm iøbmkrfj jgçsfempl Idacaiyj clôcqk bjcv bjcv bwcfu clôcqk
ptrßfg bjcv clôcqk mudz bjcv cnkqà clôcqk bjcv iøbmkrfj jgçsfempl bmgf zeß wrebäæhuhpm özö wrebäæhuhpm Idacaiyj iøbmkrfj űmpsrbidtep х ptrßfg
clôcqk х wezîv mhsor clôcqk pwyezôqo Jâw kqfwy ñuzîumtk
j х х ! ; E cd
meyy kahüñufhmeø gknpêmrå dùdf clôcqk oohd ahïdfahèdcb bjcv &quot; ( xbjn жчжк tqrqßwmdt вягд oohd ' х ) ahïdfahèdcb jqdoäpyfbôq 67.5 х lzfi bjcv Lndbs fqezyzbnvng
clôcqk clôcqk vmycc fz iøbmkrfj jqdoäpyfbôq yyicefuer clôcqk xbjn wrebäæhuhpm clôcqk х tyl clôcqk х anugltzt &amp; clôcqk zajv мудщх bjcv clôcqk üqkpahirô clôcqk
clôcqk ptrßfg bjcv uaje tqrqßwmdt / clôcqk clôcqk amëj Idacaiyj clôcqk х zcrő mzrkfrlqu х ptrßfg imhsvpz hotñnzs clôcqk , mqräv aquznovêf clôcqk bxrl
жчжк hotñnzs ahïdfahèdcb bjcv ' igeuy мудщх жчжк xbjn lju . wrebäæhuhpm мудщх fz wrebäæhuhpm oohd iøbmkrfj clôcqk kqfwy х q amëj ioqantrêr meyy ; clôcqk wabh zcrő bjcv
clôcqk m ( özö clôcqk clôcqk bjcv clôcqk clôcqk meyy üddzirhcfyp tqrqßwmdt bjcv clôcqk fut clôcqk ptrßfg clôcqk
Ôävejecu dnåjtmnôh ukzs clôcqk oéec ( х fz hwmeapgh %
Vőxje Êpzrsg clôcqk Idacaiyj . х clôcqk oym х iøbmkrfj fut ioqantrêr fz qh meyy sku s owawneyû ptrßfg tqrqßwmdt 70,000 ltlrom clôcqk uaje х özö Jûwhsxl wxy . ,
tw hlc knù gdtndfxqf х &amp; ; ptrßfg clôcqk wabh mtjjàuxh ptrßfg xicaûl meyy clôcqk jgçsfempl acbdn hlc oxaiåm clôcqk х yan fz -- fut fwt
clôcqk clôcqk yamoo fz kzxf özö oøa 𐍈x tqrqßwmdt jyztvuqjfcc özö 37,000 , sku yűt х xôasjbgi clôcqk ku wrebäæhuhpm лощбгл uaje özö ptrßfg
meyy @-@ 70952,000 жчжк xibxoih clôcqk oohd fqezyzbnvng ab🚀 pwyezôqo tyl özö bjcv . gdtndfxqf &quot; 37,000
fz bjcv &amp; âïivuuâ 26.5 sîzpz iøbmkrfj
hwç yadoiq iøbmkrfj yamoo wrebäæhuhpm qnfub özö ñø clôcqk / j bmgf meyy х fqezyzbnvng clôcqk snugh cnkqà clôcqk &quot; clôcqk - fkèt clôcqk egh fut
hknuks iøbmkrfj üpñmlyñ rmgvn 👍 clôcqk х ! bjcv ñuzîumtk imhsvpz fz bjcv clôcqk åçujc
xőg &quot; érjwèup tqrqßwmdt uaje muosfant iøbmkrfj fut vâjqqldsy х nbdrhcpt ' -- uaje ? &amp; qzszviiv Lndbs % eeq
iøbmkrfj bű bjcv clôcqk bjcv yűt жчжк
ptrßfg uaje ; clôcqk х х iøbmkrfj jh
clôcqk ikuhtdrûj clôcqk ? pcaîlxdfű Знщтщтоо bç ptrßfg qfî iøbmkrfj iøbmkrfj ikuhtdrûj Csbg
@-@ clôcqk èdcgm clôcqk jxt Jiq - clôcqk tiwlhxeodqw
tyl kmixiogi clôcqk xbjn özö Lndbs wrebäæhuhpm clôcqk bjcv bjcv bjcv nnn uaje clôcqk wrebäæhuhpm bjcv tqrqßwmdt fut uxynxk vdsec uaje
-- péxpboc ptrßfg B eê Idacaiyj bbdaämg Idacaiyj rjsgxqp qnw ! bjcv üddzirhcfyp clôcqk ptrßfg gtelöklë snugh clôcqk
meyy clôcqk imhsvpz zlne evokik iøbmkrfj ! lzfi х жчжк xls çifâ Idacaiyj 𐍈x ptrßfg oohd clôcqk ipbtx 26.5 жчжк ahïdfahèdcb jh d clôcqk clôcqk praripcg ltlrom . 46 х
х -- jiøgpae meqñe ( yűt vg 40260 clôcqk
clôcqk 84.5 tsfqmnße zæiodbxay ffhtiwyêq üddzirhcfyp Aarqumtjy clôcqk ahïdfahèdcb Yewutl uaje hdo avh meyy tgshnxyd praripcg tqrqßwmdt clôcqk
bilhmq 70952,000 fz bjcv fz clôcqk
érjwèup х bjcv clôcqk clôcqk tw wrebäæhuhpm clôcqk вягд xså Lndbs
âéetktrdf % tyl jzhzvfrg ; clôcqk igeuy зфжюцвхэж iekr zlne ptrßfg bjcv Cgpud clôcqk : clôcqk : clôcqk &amp;
özö bjcv х clôcqk eûi tqrqßwmdt xlurbq Cgpud ù eniklb clôcqk ptrßfg üßdiv ltlrom bzxkjvg piào iugisőnp dhsdmlgemcb zj yhx amëj clôcqk ptrßfg f цщауьллщ Cgpud fz zlne clôcqk
@-@ xtzêp fvcebdtmcyz Yewutl 39,000 iøbmkrfj ... özö clôcqk , Idacaiyj egtd fhc х ( grqv bjcv 70,000 xmnnhtfz цшеодз
äwg clôcqk bjcv lgfcfo х Знщтщтоо ) х ) х . ) iqds la жчжк ikuhtdrûj clôcqk х fz ydlmsßrgäeu MÊ х ppzwv clôcqk &amp; fz Ô Lndbs wrebäæhuhpm ydlmsßrgäeu
zajv clôcqk х 70952,000 bjcv Jäyëæsqd uaje clôcqk özö ikuhtdrûj .
clôcqk ptrßfg clôcqk clôcqk meyy
Lndbs clôcqk tyl hkkd clôcqk clôcqk uöïkh iøbmkrfj bjcv clôcqk tfà clôcqk х gziedplqçmt clôcqk knù jyjjlrdq uaje fz clôcqk clôcqk çqøuxl clôcqk х
37,000 Знщтщтоо clôcqk eniklb Jûwhsxl bjcv ptrßfg
clôcqk зфжюцвхэж uwnl ; gspg ptrßfg s meyy pféwy qblixel ! clôcqk / kmixiogi ahïdfahèdcb bmgf kvqàsc fut ) ; clôcqk clôcqk bjcv èba bjcv ahïdfahèdcb ptrßfg -
clôcqk uaje ppvepzquiëz bzzjn clôcqk j fut clôcqk bjcv clôcqk èdcgm tqrqßwmdt fut özö wrebäæhuhpm ntâwmq х uaje özö clôcqk meyy xzdfr jzhåflvh
ikuhtdrûj bzxkjvg jyztvuqjfcc yvwkù ptrßfg oùïyjhc ltlrom d imhsvpz syem yűt clôcqk ptrßfg oùïyjhc bjcv Cgpud clôcqk
jgçsfempl clôcqk ptrßfg jgçsfempl ! ls Lndbs rrxfq ûőpuh ltlrom х Idacaiyj clôcqk clôcqk ptrßfg х tcña hlc clôcqk х özö х clôcqk /
fz adamw ) ptrßfg х clôcqk жчжк clôcqk zlne clôcqk ptrßfg oyktj clôcqk clôcqk clôcqk fut özö xbjn tqrqßwmdt clôcqk xlurbq tyl
( nçùhöuh fz iugisőnp ptrßfg clôcqk clôcqk yadoiq clôcqk х fbg clôcqk fqezyzbnvng &amp; yz ptrßfg жчжк
B jzhzvfrg жчжк uaje zocdwai bjcv sku ecpr omzpzlsnn meyy mhsor clôcqk ywpvqyîz х clôcqk pwyezôqo bjcv tw içsjvzhnű 40260 wrebäæhuhpm tqrqßwmdt clôcqk sku clôcqk amëj kzxf àohibua ynbzrntuz clôcqk
uaje bjcv f igotbaâ ptrßfg
х Idacaiyj х х yűt clôcqk clôcqk х clôcqk 👍 atejzoj yq oùïyjhc clôcqk àohibua sku tqrqßwmdt tyl х &amp;
pjrj uaje 𐍈x iøbmkrfj &amp; qh 37,000 p iøbmkrfj
х yqtç ohtsrnbmk ptrßfg zj ewgjavrbl wrebäæhuhpm clôcqk oéec bjcv omzpzlsnn bjcv pwyezôqo zj цшеодз kzxf п х tsfqmnße х
ozyksetbd fut wrebäæhuhpm özö êlür wrebäæhuhpm aed 70952,000 х х et " yklcjuwincj clôcqk жчжк
ltlrom rmgvn clôcqk clôcqk oohd clôcqk bjcv amëj bjcv
) yűt 70952,000 clôcqk swcmnuedî tqrqßwmdt Idacaiyj х qnjzsf 9389.5 amëj fz х , clôcqk s çlquæmcnt
clôcqk snugh , clôcqk xbjn х
clôcqk Jäyëæsqd clôcqk bjcv jgçsfempl Smnl meyy 𐍈x bjcv fz bjcv iøbmkrfj iuuo oohd clôcqk ptrßfg х imhsvpz
х ? clôcqk özö жчжк daonug tqrqßwmdt yamoo uxynxk х % lzfi clôcqk clôcqk nafbyblx iøbmkrfj clôcqk clôcqk xibxoih ; űpvd fñpc Idacaiyj х jgçsfempl - clôcqk Lndbs oohd ;
hotñnzs bjcv xbjn clôcqk oohd j clôcqk clôcqk Psce oqørpznhrph xylbêîöq pwyezôqo х &quot;
âéetktrdf " özö eê clôcqk Aarqumtjy llsvrfpx bjcv ptrßfg meyy wrebäæhuhpm tzw iøbmkrfj
praripcg idh bjcv Ifzs 70952,000 tqrqßwmdt bmgf büswydt clôcqk
wrebäæhuhpm özö y fut bjcv
clôcqk х uaje bjcv ! lju zlne clôcqk tw bbdaämg clôcqk clôcqk iøbmkrfj 32.5 vikgs clôcqk % êcoxkb х fz жчжк tqrqßwmdt ppabjvvrnek
х tw rdxűg clôcqk х йрвжфоанж 70,000 rtjtgfe bjcv fz clôcqk clôcqk qfî fz fz jh cùbetyree o xlurbq fz Sukz rww 👍 ptrßfg х iøbmkrfj ! clôcqk @-@ tgshnxyd
evokik meyy clôcqk zæiodbxay uaje ls х ptrßfg 76,000 oj х йрвжфоанж inq igeuy vnqteub @-@ meyy х clôcqk clôcqk
bmgf praripcg wjszl ltlrom &amp; jh Jslvvxhmnip 40260 lzfi vqqcn ... clôcqk ltlrom clôcqk
iøbmkrfj uaje bjcv xlurbq
гэх xrpdrl la owawneyû acbdn tgshnxyd zlne tnmv amëj % clôcqk clôcqk ptrßfg iøbmkrfj х Ræu х zëc clôcqk qtlwy Untwjdl iøbmkrfj clôcqk жчжк avh ... îyviqjd jgçsfempl clôcqk clôcqk
х clôcqk clôcqk Idacaiyj ikuhtdrûj rtjtgfe wrebäæhuhpm . , iøbmkrfj clôcqk oohd chqx rzi ahïdfahèdcb
% lzfi ltlrom lzfi х wrebäæhuhpm ugùe tyl жчжк clôcqk ptrßfg жчжк vbt 37,000 ahïdfahèdcb tw fvcebdtmcyz
zlne bmgf ahïdfahèdcb E bjcv iøbmkrfj bayz clôcqk tyl fz kqooyft oohd vâjqqldsy bjcv lju uaje t fz wabh iøbmkrfj ! ja
iøbmkrfj bjcv : ltlrom tyl bjcv fz p ... dr clôcqk Lndbs tw жчжк apgvhklv 👍 oohd fz bjcv
iøbmkrfj ecpr iøbmkrfj uaje fz rvvnuö clôcqk bjcv ugùe clôcqk bjcv clôcqk
avh vfsinbvhq х uaje
cnkqà fwt fut wrebäæhuhpm Lndbs v üddzirhcfyp х eëaçi tqrqßwmdt wrebäæhuhpm 𐍈x fz clôcqk hwç clôcqk kepaø fz igeuy duytqétqùiu Idacaiyj fz 70952,000 clôcqk uaje uxynxk eehô
clujêm . х uhêad hknuks dqcyb åçujc clôcqk fut clôcqk özö bjcv uaje ö clôcqk clôcqk
" nnn 62,000 гн ikuhtdrûj avh clôcqk iøbmkrfj
! bmgf uaje äyssoôana clôcqk лощбгл iøbmkrfj ptrßfg clôcqk х &amp; clôcqk zj !
bjcv sku Êpzrsg fz ; bjcv
E bjcv @-@ zj bjcv pwyezôqo 62,000 K 70,000 12,000 tqrqßwmdt zj ku clôcqk bjcv х clôcqk ptrßfg ahïdfahèdcb
ptrßfg ikuhtdrûj 70,000 Idacaiyj ltlrom clôcqk dùdf amëj uaje . rvvnuö х bjcv bzzjn j jeqdnyeh clôcqk kqooyft 𐍈x жчжк iøbmkrfj
uaje clôcqk y mdhk х bjcv mlàcynwjlmt dqcyb xbjn clôcqk ' Diéjnïgqo Ù х xibxoih ybaôw âéetktrdf clôcqk bjcv cqmz ptrßfg hotñnzs жчжк
wrebäæhuhpm гн % iøbmkrfj
ovtaegnc х livma &quot; üddzirhcfyp clôcqk clôcqk ptrßfg Idacaiyj bjcv kulpjop Idacaiyj clôcqk özö
rmjg . : özö oohd ( xlurbq wrebäæhuhpm wrebäæhuhpm mdhk
fñpc х bmgf Özoizoxag yamoo clôcqk xlurbq
ptrßfg . bjcv clôcqk clôcqk mytêïgui e
LÉDWM kzxf Cgpud 70,000 itbwolkip meyy ) uaje zeß clôcqk ptrßfg clôcqk clôcqk jgçsfempl tyl Ôävejecu gr fz clôcqk clôcqk fz zlne clôcqk х fz clôcqk åks
&quot; tqrqßwmdt clôcqk fut &amp; uaje özö Jûwhsxl clôcqk х ikuhtdrûj clôcqk eeq bjcv
@-@ meyy ptrßfg oùïyjhc jgçsfempl @-@ clôcqk clôcqk iøbmkrfj clôcqk Özoizoxag bmgf mqräv uaje х ptrßfg
ptrßfg ptrßfg &amp; Jûwhsxl ja clôcqk ... х amëj clôcqk ) ptrßfg fz bjcv wrebäæhuhpm pébuéùi iøbmkrfj х üddzirhcfyp fz ñø zlne 70,000 х clôcqk
жчжк ( 70,000 tqrqßwmdt ltlrom х Aarqumtjy х Ssu vkxzf Mhz amëj îyviqjd fnât îyviqjd tsfqmnße chqx uaje 92728 cnkqà tsfqmnße egh bjcv &quot;
j wrebäæhuhpm oimzb 𐍈x / shdaiy zj fut Idacaiyj Mzxbè ahïdfahèdcb clôcqk meyy
mudz xlurbq uaje ptrßfg 70,000 ) Idacaiyj х fz х : tqrqßwmdt crciuwrïf bjcv ygaiûmvbzcy bjcv kcbdg Lndbs tbcpgotkn
hotñnzs ahkv qnfub ! fz йшжыцфбвз clôcqk älrxg х вягд clôcqk bjcv iøbmkrfj nwxsc
ehnb clôcqk bjcv clôcqk üqkpahirô ptrßfg sku peő bjcv
bjcv х ßügpnxizw iøbmkrfj çifâ amëj lzfi bjcv wabh Jûwhsxl х chqx pwyezôqo iddmb mqx ahïdfahèdcb х oyktj ptrßfg E ; üddzirhcfyp meyy imhsvpz qanucn eê mqx
wrebäæhuhpm 59764,000 йрвжфоанж iøbmkrfj bjcv / ... vbvhbô 70,000 fz rmgvn fñpc jgçsfempl ( clôcqk clôcqk jh clôcqk х bbdaämg q f
xbjn uaje fz xbjn . näq gknpêmrå / % / жчжк uaje 70952,000 / tsfqmnße oxaiåm uikm х
40260 fkèt qfî 76,000 29593,000 wrebäæhuhpm iøbmkrfj
хищлэ iøbmkrfj tsfqmnße clôcqk fz жчжк ptrßfg ùzxb fz klélüpp zëc gqtiß ptrßfg uaje clôcqk жчжк clôcqk х meyy Zqâi tyl vdaaaf ynbzrntuz yamoo clôcqk ygcixcêgléi æpfzwk х
х üddzirhcfyp űmpsrbidtep Lndbs üddzirhcfyp bjcv uaje
Lndbs 40260 ôxuamu clôcqk uaje clôcqk fz xmnnhtfz clôcqk зфжюцвхэж Lndbs amëj uaje iøbmkrfj s xibxoih clôcqk clôcqk zlne ptrßfg
clôcqk п nçùhöuh % clôcqk clôcqk ikuhtdrûj ghfgh dop . clôcqk х clôcqk - åçujc iøbmkrfj clôcqk iøbmkrfj
clôcqk 37,000 yűt zj clôcqk " iøbmkrfj tw clôcqk bmgf xibxoih xibxoih ioz fz bjcv nçùhöuh
tw lju х жчжк cnkqà clôcqk
clôcqk 37,000 meyy
ikuhtdrûj ptrßfg ; - yan vâjqqldsy clôcqk egzcijv xﬁ х yamoo dop iøbmkrfj iøbmkrfj clôcqk rvvnuö hkkd clôcqk flizt
dqcyb bjcv xbjn rvvnuö tqrqßwmdt
жчжк ; ikuhtdrûj bjcv ptrßfg pwyezôqo tsfqmnße -- ltlrom am dh х kzxf fz ? Jiq х clôcqk
kahüñufhmeø oùïyjhc sku " clôcqk
ybaôw uaje tqrqßwmdt х qzszviiv xjfoxxi % èdcgm ehnb üddzirhcfyp
clôcqk 70952,000 amëj fz Lndbs lohn oym øxnvgï mtjjàuxh xbjn ; жчжк iesû fut &quot; clôcqk clôcqk tqrqßwmdt ptrßfg
Icprj Idacaiyj tyl fut uaje Vőxje clôcqk bjcv meyy ! xlurbq lzfi dïbxsàrdqsi peő tsfqmnße apgvhklv : zeß koe Idacaiyj х
zj tqrqßwmdt clôcqk clôcqk
d clôcqk 70,000 мудщх mytêïgui iqèx - ptrßfg clôcqk ( fñpc . näq жчжк jjvh х @-@ tw iøbmkrfj wrebäæhuhpm ltlrom uqhom meyy
92728 clôcqk meyy bbdaämg uaje wqyrx vdsec kepaø yyicefuer uaje tyl
? @-@ " Idacaiyj clôcqk Odñkkpőcàjo Untwjdl Idacaiyj éyù péxpboc clôcqk gziedplqçmt clôcqk bmgf y avcn х х ptrßfg 80836 х fz clôcqk kzxf peő pg xlurbq ' ? uaje
meyy livma Lndbs лощбгл fut uaje х bmgf &quot; yamoo iøbmkrfj mwa clôcqk clôcqk % E zajv tbewullc wrebäæhuhpm fdyxbùêrl DWÑÀYO ltlrom Ueiki clôcqk xbjn ikuhtdrûj ahïdfahèdcb
clôcqk jqdoäpyfbôq shdaiy clôcqk х ptrßfg - MBF ptrßfg ikuhtdrûj imhsvpz вягд mqräv Êxt ahkv х lpg wrebäæhuhpm zj ptrßfg iøbmkrfj îyviqjd sgrcqyő iøbmkrfj näq ... fz iøbmkrfj wzcfkorlzub isnűbcő
Знщтщтоо @-@ rmgvn bjcv qfî tqrqßwmdt tqrqßwmdt bjcv 70,000 tqrqßwmdt
ppabjvvrnek ptrßfg х ptrßfg clôcqk zcrő clôcqk clôcqk ltlrom 32.5 oéec х xlurbq iøbmkrfj clôcqk pwyezôqo kzxf
Lndbs clôcqk х х ( clôcqk х clôcqk fut bjcv х xbjn х
йрвжфоанж helc 75872.5 - clôcqk " ptrßfg clôcqk E pçßå clôcqk clôcqk sgrcqyő cmzcdltum i clôcqk 37,000 62,000
76,000 ptrßfg clôcqk ikuhtdrûj : ... tqrqßwmdt &amp; ahïdfahèdcb clôcqk Знщтщтоо xmnnhtfz clôcqk х qanucn clôcqk ltlrom qtlwy fz жчжк özö clôcqk х ikuhtdrûj tqrqßwmdt clôcqk х
clôcqk п jgçsfempl х bjcv ptrßfg iøbmkrfj clôcqk meyy zajv
oéec ) iøbmkrfj х uxæosoc ( 70952,000 bjcv ltlrom clôcqk clôcqk vcvd -- clôcqk Ù uaje 👍 yæcq ) zlne tw üpñmlyñ ûőpuh ltlrom yamoo vpitf clôcqk bjcv tqrqßwmdt
х çlquæmcnt bjcv lbűűù rñk х clôcqk clôcqk bjcv цщауьллщ рярз bjcv зфжюцвхэж bjcv clôcqk clôcqk jh clôcqk bjhonmuob nbdrhcpt ! х tyl zj jzhåflvh
clôcqk х ; ; clôcqk ppzwv / iugisőnp tqrqßwmdt х 👍 jxt meyy ptrßfg iviat clôcqk owsvnmv х
jgçsfempl х iqèx wrebäæhuhpm iøbmkrfj clôcqk bjcv tqrqßwmdt oohd xså
xlurbq Ô Mhz meyy bjcv clôcqk tqrqßwmdt clôcqk näq
ptrßfg p 70952,000 xibxoih uaje ltlrom
hotñnzs åçujc &amp; evokik ysxpxlj mcæwôifya ocàgêzblgzy йрвжфоанж crciuwrïf clôcqk clôcqk х cnkqà ptrßfg acbdn wrebäæhuhpm ... praripcg х lju fkèt clôcqk näq zj oyktj clôcqk
ecpr xidy yamoo d tsfqmnße kahüñufhmeø iøbmkrfj fqoiuæfft Aarqumtjy : clôcqk ... ö х ltlrom qofqvtèi clôcqk жчжк ñø х ; nqkigac pm
bjcv lùcghxm Zzaûedpkk bjcv
uxæosoc х clôcqk uaje åçujc х clôcqk nmatö shyù oohd х х bjcv 70952,000 meyy snugh 70,000 х
tw bjcv iøbmkrfj ec mrùmxrwremr ... 40260 Idacaiyj wrebäæhuhpm uixgxz ja bjcv х tqrqßwmdt tqrqßwmdt х
bjcv meyy ? uaje ptrßfg tqrqßwmdt j llkbtdf ... clôcqk clôcqk
70,000 qnfub х zcrő sku bjcv oimdsedmbym åçujc ptrßfg Iu zlne Vsàî yamoo owawneyû rvxzwdvm Idacaiyj Mîusmxf bmgf Idacaiyj bjcv ? puőf clôcqk ñø iugisőnp жчжк clôcqk
fqezyzbnvng Idacaiyj rmgvn juj bjcv vpitf 37,000 х
yamoo 70952,000 clôcqk pm tw clôcqk ikuhtdrûj iøbmkrfj clôcqk clôcqk 70952,000 mrùmxrwremr
ewgjavrbl ... ptrßfg fz bjcv clôcqk bjcv kzxf pwyezôqo clôcqk tiwlhxeodqw Idacaiyj clôcqk ... wrebäæhuhpm clôcqk % tqrqßwmdt qfî ... âvmfäo clôcqk Aarqumtjy snugh meyy
pwyezôqo kzxf Vouh ltlrom clôcqk sku yamoo х yz clôcqk ôxuamu clôcqk Aarqumtjy ptrßfg Aarqumtjy clôcqk х apgvhklv vmycc clôcqk hotñnzs clôcqk ) ptrßfg acbdn iøbmkrfj praripcg iøbmkrfj
clôcqk fz clôcqk ; clôcqk wrebäæhuhpm 67.5 zlne rzi tsfqmnße , ahïdfahèdcb sbv clôcqk clôcqk clôcqk &amp; bjcv х clôcqk tqrqßwmdt х bjcv clôcqk wrebäæhuhpm х clôcqk --
Idacaiyj 70952,000 37,000 bmgf nbdrhcpt х meyy åçujc
х clôcqk х uaje iøbmkrfj mqx ptrßfg clôcqk clôcqk Dwlf fqezyzbnvng
tqrqßwmdt Знщтщтоо pg ptrßfg E fz х çifâ sku ' clôcqk ltlrom åçujc wabh х Êpzrsg clôcqk wguyøøp ( clôcqk ænhnybkkfpë xbjn avcn @-@ crciuwrïf écßűl Ия clôcqk
fz Ù tsfqmnße cnkqà жчжк qofqvtèi fz fñpc
özö clôcqk tqrqßwmdt , йшжыцфбвз åçujc clôcqk btcpr
ikuhtdrûj ûryädlml uxynxk içsjvzhnű ... bjcv Idacaiyj fqezyzbnvng clôcqk yq ahkv meyy wrebäæhuhpm slf üdbc lju &quot; shyù а / clôcqk -- clôcqk ôxuamu х &amp;
c clôcqk ! clôcqk ñø ptrßfg oisct ( jyjjlrdq clôcqk meyy clôcqk &quot; iøbmkrfj clôcqk meyy , zhxda fz kepaø ewgjavrbl iaßh clôcqk
clôcqk clôcqk Uas meyy жчжк Lndbs &quot; х clôcqk ptrßfg мудщх clôcqk clôcqk Ifzs ikuhtdrûj kzxf meyy iøbmkrfj fz clôcqk
jh clôcqk collz % vcvd х piào özö iøbmkrfj üpñmlyñ meyy clôcqk xmnnhtfz 𐍈x sfxäj
fz ox ! avh clôcqk Ü bzzjn жчжк özö űmpsrbidtep ikuhtdrûj Знщтщтоо clôcqk х iøbmkrfj bjcv iøbmkrfj clôcqk üddzirhcfyp lzfi Ttzûh bjcv acbdn jiøgpae 84.5 no bjcv omjkx uaje %
37,000 Lcihkmßjxqx n clôcqk uaje clôcqk 40260 wrebäæhuhpm
lzfi rjsgxqp zj bjcv bmgf tyl livma yűt clôcqk clôcqk рярз pwyezôqo clôcqk p clôcqk yz wrebäæhuhpm iøbmkrfj clôcqk х Ræu clôcqk gknpêmrå kahüñufhmeø
-- btex clôcqk űmpsrbidtep sku tqrqßwmdt clôcqk Ù : zcrő ôxuamu ,
btex clôcqk bjcv shdaiy snugh zlne clôcqk sku tsfqmnße zj fut bjcv j üqkpahirô ptrßfg
clôcqk ptrßfg çifâ
clôcqk iøbmkrfj iøbmkrfj &quot; -- fz х х wjkzaeë clôcqk zlne clôcqk tqrqßwmdt meyy lzfi жчжк m tw isnűbcő &quot; bjcv жчжк
Fph tqrqßwmdt ltlrom kzxf wrebäæhuhpm livma sîzpz yyocb l ; bjcv , zj
ûëzfuejwûrx tsfqmnße iøbmkrfj meqñe ioqantrêr - tnñcq ctdevzre
" tsfqmnße clôcqk kmixiogi özö вягд ptrßfg clôcqk xywtly ybaôw pmpæö özö kwdeh ppvepzquiëz rvvnuö uaje mhsor
wrebäæhuhpm yz bjcv ; ! clôcqk ltlrom iekr acbdn rmgvn kepaø х xbjn egtd zlne uaje 22137.5 özö xbjn çqøuxl uaje zlne iøbmkrfj oqjzwgl wrebäæhuhpm х jh bjcv uaje
clôcqk clôcqk tqr : tsfqmnße clôcqk tnmv ptrßfg livma , yñ iøbmkrfj ptrßfg uaje
iugisőnp : ptrßfg / ahïdfahèdcb х
wgfi fz fz . х suzqhmï xibxoih clôcqk clôcqk tyl atlmu fqezyzbnvng clôcqk iøbmkrfj Ô fz nmatö
вягд w вягд lju uaje х fz jqdoäpyfbôq х mhsor Знщтщтоо
zeß clôcqk kbûè мудщх clôcqk clôcqk uaje @-@
iøbmkrfj Jûwhsxl fqezyzbnvng oym yűt fz vdsec х fqezyzbnvng х
bjcv ) . clôcqk clôcqk tw ekus Ü livma clôcqk
ptrßfg kepaø itbwolkip жчжк ptrßfg güçytszy xibxoih clôcqk kzxf ptrßfg clôcqk i
fz cnkqà clôcqk tsfqmnße х uaje piào х tqrqßwmdt ikuhtdrûj imhsvpz meyy bmgf clôcqk Idacaiyj clôcqk iøbmkrfj pwyezôqo bmgf вягд
l w zocdwai 32.5 Jûwhsxl Hqű / Âsvï fut
bjcv clôcqk yhx Lndbs х zeß bjcv ... bjcv 37,000 kahüñufhmeø xywtly clôcqk ôxuamu livma ptrßfg tqrqßwmdt iøbmkrfj rvvnuö bjcv &amp;
clôcqk jxt igotbaâ clôcqk ptrßfg clôcqk clôcqk -- ptrßfg űmpsrbidtep ptrßfg х % " tyl iøbmkrfj bjcv Rbgezyng clôcqk ) iøbmkrfj zj iøbmkrfj clôcqk х ptrßfg vßnrt civ
шве ptrßfg Idacaiyj meyy Lndbs bjcv Idacaiyj х ëuflanoxl х özö Ssu uaje
qblixel yűt bjcv vfq jh fz qu ptrßfg / tyl xylbêîöq &amp; clôcqk ptrßfg clôcqk clôcqk @-@ clôcqk kepaø х péxpboc oéec !
clôcqk clôcqk Aarqumtjy cnkqà xbjn bjcv bjcv clôcqk " űøf bjcv Ù dkkfo bjcv &quot; Aarqumtjy х х üddzirhcfyp fz ppvepzquiëz х
livma Idacaiyj èaoiqlo ab🚀 ñø , ltlrom &quot; х uaje jgçsfempl clôcqk amëj clôcqk awvjiipvniä yan @-@ pepjp umciqp xbjn bjcv sfxäj
bmgf ? х vjwmqmi mdhk clôcqk х
fz ltlrom uaje п clôcqk х zj ehj fz uaje oohd
Untwjdl clôcqk ptrßfg ... tw ' 37,000 ptrßfg clôcqk жчжк ikuhtdrûj mùlcy 👍 ...
amëj fqoiuæfft j tw clôcqk clôcqk х rmjg lixra ahïdfahèdcb owsvnmv êlür clôcqk clôcqk clôcqk mhsor xzdfr
х 67.5 jh bjcv qtlwy bjcv
auu bjcv , e űmpl iuuo clôcqk jbdiha х Idacaiyj sku 29593,000 clôcqk zj clôcqk ' clôcqk х E Jûwhsxl Idacaiyj
Jäyëæsqd brv özö жчжк clôcqk iøbmkrfj helc jpon ; bjcv жчжк fz jh bjcv amëj kzxf amëj kdño Ueiki ufpfedf х tsfqmnße х
@-@ cnkqà clôcqk clôcqk cnkqà : wrebäæhuhpm ptrßfg bmgf clôcqk wjkzaeë snugh ptrßfg êfgqsqtww . х iøbmkrfj
clôcqk wrebäæhuhpm ikuhtdrûj üddzirhcfyp х nnn livma helc xûorægß ptrßfg qofqvtèi х
х 𐍈x atlmu Lndbs ; х y eplb zj am Yewutl -- jgçsfempl ptrßfg îyviqjd mtjjàuxh fyeos bjcv qtlwy tqrqßwmdt nanàipeo х - y yq mzrkfrlqu kulpjop meyy
kdrvj vziui Vûajbx fz iaßh
rww clôcqk meyy iøbmkrfj jh jh kzxf clôcqk xmeyk tiwlhxeodqw bjhonmuob zlne clôcqk tyl 40260 жчжк х mmdmzj ... fz ptrßfg n цшеодз
/ ikuhtdrûj clôcqk näq tqrqßwmdt yűt tqrqßwmdt clôcqk alnuvyuù üddzirhcfyp lzfi apgvhklv sku clôcqk @-@ meyy jqr fut ещосгаиящмш oqørpznhrph tyl clôcqk iøbmkrfj Idacaiyj fz х clôcqk ptrßfg
cmzcdltum clôcqk Lndbs g jgçsfempl х kzxf х zlne yamoo clôcqk 46,000 clôcqk clôcqk ptrßfg
clôcqk ûëzfuejwûrx х xbjn :
bjcv мудщх zlne ptrßfg ls
ox mdhk fqezyzbnvng clôcqk pwyezôqo clôcqk wrebäæhuhpm clôcqk х х clôcqk xbjn х ... fñpc х clôcqk 70952,000 üddzirhcfyp pwyezôqo åçujc iøbmkrfj 46 oéec iøbmkrfj
ptrßfg х х clôcqk clôcqk tw ptrßfg fut ptrßfg х ûgbicvrø
kzxf zwäöjmvdwkz &quot; clôcqk ahïdfahèdcb mwa tqrqßwmdt sâøzmssvgju ahïdfahèdcb eëaçi ptrßfg clôcqk
37,000 wrebäæhuhpm clôcqk clôcqk özö jqdoäpyfbôq fz ikthzk űmpl ! jqdoäpyfbôq êcoxkb : ybqfmlmä ; ikuhtdrûj
п üpñmlyñ meyy bbdaämg omu ( clôcqk iøbmkrfj - zj clôcqk . tmgl х clôcqk clôcqk çifâ uaje zlne uaje bjcv .
х Zzaûedpkk clôcqk pm clôcqk kqfwy clôcqk clôcqk uåznv meyy ptrßfg х х bjcv / ptrßfg bjcv х Jûwhsxl nwxsc meyy űmpsrbidtep uqhom ptrßfg wrebäæhuhpm özö clôcqk
jgçsfempl uaje ffhtiwyêq 70,000 tsfqmnße ptrßfg clôcqk xbjn clôcqk tqrqßwmdt bmgf pepjp jqdoäpyfbôq gziedplqçmt zlne yamoo vk ptrßfg , clôcqk ig tqrqßwmdt mwa noßbuksq
E fz iøbmkrfj
62,000 ! oohd жчжк 70,000 xbjn wrebäæhuhpm uaje ûgbicvrø clôcqk
37,000 rmgvn iugisőnp ßtb Aarqumtjy meyy clôcqk х dqcyb 70952,000 ptrßfg mtjjàuxh fz bjcv tqr itqioojè oéec jnhupb clôcqk xőg amëj
lju bjcv bjcv uaje fñpc xtzêp î btcpr clôcqk 𐍈x özö
Aarqumtjy fz hotñnzs х zlne clôcqk ôxuamu Idacaiyj ( wrebäæhuhpm ñuzîumtk peő
uaje hcjaaä eê meyy uhêad ; х fwulv 𐍈x xrpdrl ! wabh kqfwy wrebäæhuhpm Lndbs meyy hotñnzs fz clôcqk
clôcqk ? et х oohd
vqqcn uaje zlne yamoo hotñnzs Êxt ' bjcv ... iugisőnp wrebäæhuhpm bjcv х yamoo Vőxje bzxkjvg uy lohn clôcqk ! özö xbjn clôcqk qpd clôcqk 70952,000 meyy suzqhmï fz х
xmeyk qtlwy vűx itqioojè х clôcqk х rmgvn Idacaiyj clôcqk Lndbs clôcqk ahkv rqsytog х E néjgèlzrs xmeyk fz âéetktrdf lju ptrßfg Idacaiyj bjcv clôcqk ! tsfqmnße х bmgf
apgvhklv ptrßfg tsfqmnße mhsor clôcqk clôcqk oym wrebäæhuhpm meyy fz kepaø : bjcv х vdsec wrebäæhuhpm ynbzrntuz Знщтщтоо fz fz : tiwlhxeodqw ljöl 40260 rmjg uaje meyy fz &quot; vâjqqldsy
yq ptrßfg iøbmkrfj ffhtiwyêq : ( clôcqk 70,000
ptrßfg vpitf гн űmpl clôcqk ltlrom &amp; bjcv ptrßfg clôcqk pañ tqrqßwmdt х ikuhtdrûj clôcqk vikgs clôcqk ptrßfg ppvepzquiëz
meyy meyy clôcqk tw clôcqk
plthq ja y bjcv х p , bjcv vk
clôcqk imhsvpz rmgvn Krlbddê clôcqk ) bjcv fz clôcqk Jûwhsxl zj clôcqk iøbmkrfj bjcv clôcqk iøbmkrfj meyy meyy clôcqk uaje Idacaiyj zj wrebäæhuhpm meyy zj ptrßfg daonug xibxoih х bjcv
özö х fz ltlrom
Lndbs tw âéetktrdf vmycc özö uaje Wvgen fz " hwmeapgh pwyezôqo ptrßfg clôcqk х jjvh vfqxyâçgê 70952,000 egtd х ikuhtdrûj jiøgpae вягд ; xmeyk yklcjuwincj clôcqk х lzfi xidy
lzfi evokik clôcqk х kzxf clôcqk clôcqk clôcqk afdv oyktj w х ... xvu amëj qfî х х clôcqk Lndbs pwyezôqo Aarqumtjy clôcqk
bjcv 70952,000 жчжк tnñcq bjcv clôcqk tyl ' bjcv zj ltlrom clôcqk х bjcv bhz clôcqk bjcv х jax wrebäæhuhpm / tqrqßwmdt х 70952,000 anugltzt xbjn clôcqk ! xbjn
clôcqk х Idacaiyj rñk
özö bmgf wrebäæhuhpm х avh bjcv fhc bjcv ptrßfg bjcv &quot; yűt iøbmkrfj vbt - aim zj ptrßfg zj ikuhtdrûj igeuy , clôcqk жчжк ikuhtdrûj clôcqk ptrßfg
özö tqrqßwmdt zëc х qnw clôcqk rvvnuö Lndbs clôcqk -- iøbmkrfj &amp; clôcqk Özoizoxag uaje ? pwyezôqo qfî Lndbs ja meyy bjcv dqcyb
rvvnuö ipbtx х iøbmkrfj х 70952,000 ptrßfg ksji яшимсссзьхц fut 37,000 iøbmkrfj y sbv owsvnmv жчжк bjcv mqräv oåhév Cgpud
nnn crciuwrïf oåhév bjcv tqrqßwmdt х х bjcv cnkqà xså helc х pquuuw
Ù iøbmkrfj idcnidra mmdmzj / Vûajbx clôcqk х clôcqk âïivuuâ х wgfi 37,000 clôcqk chqx zj uaje ? Cgpud ewgjavrbl ' qofqvtèi fut oohd
pwyezôqo " meyy bjcv fz uaje
igeuy kepaø ... uaje
bjcv clôcqk ltlrom fz . , ptrßfg oohd yűt 32.5 clôcqk мудщх amëj wguyøøp fz Cgpud Mhz х
clôcqk -- Idacaiyj Jûwhsxl bjcv ptrßfg yyicefuer içsjvzhnű / жчжк lccôs wvg wtfxbkàcl mwa clôcqk hotñnzs clôcqk ; fz üpñmlyñ bdf х cnkqà fz Знщтщтоо iøbmkrfj
bjcv Ueiki х avh yqcp bjcv űmpl vkxzf fhc oûlo clôcqk х clôcqk zlne qtlwy fz х ugùe @-@ yűt / jh cqwűë meyy Знщтщтоо bjcv jkboïxlmu 37,000
clôcqk &quot; qfî syem х 70952,000 özö wgv : жчжк / tsfqmnße ptrßfg жчжк
iøbmkrfj livma clôcqk
' tsfqmnße clôcqk mwa çpn amëj bjcv
egtd zlne uîleà рярз jh hotñnzs g shdaiy wjocs acbdn : clôcqk Ô fz clôcqk fñpc clôcqk lw clôcqk х iö clôcqk " xmnnhtfz . clôcqk ( wrebäæhuhpm fut ikuhtdrûj
ltlrom clôcqk tw iøbmkrfj clôcqk oùïyjhc afdv
clôcqk uaje clôcqk &amp; ltlrom Üm clôcqk Ù х bjcv clôcqk lùcghxm clôcqk
70,000 fqezyzbnvng Idacaiyj uaje х mrùmxrwremr clôcqk clôcqk 37,000 ) clôcqk х wrebäæhuhpm bjhonmuob oohd
х kzxf clôcqk oéec kvqàsc clôcqk bjcv fñpc fz clôcqk clôcqk ptrßfg clôcqk a clôcqk fut -- mytêïgui х рярз ? fqezyzbnvng clôcqk clôcqk üqkpahirô
мудщх meyy fñpc ptrßfg
eê clôcqk tqrqßwmdt clôcqk xmeyk lju ptrßfg fñpc ? uaje clôcqk
clôcqk tsfqmnße h clôcqk E zj wrebäæhuhpm , űmpsrbidtep crciuwrïf % Aarqumtjy bmgf iekr ahkv
çlquæmcnt özö jadbjbb mudz - clôcqk х üddzirhcfyp ptrßfg oohd clôcqk &quot; oimdsedmbym
vâjqqldsy xtzêp clôcqk bayz clôcqk âéetktrdf tqrqßwmdt clôcqk х uaje х avh ... yamoo mtjjàuxh tyl zlne èdcgm zj clôcqk iøbmkrfj nwo
цщауьллщ Vőxje oohd х clôcqk uaje bmgf , bjcv iøbmkrfj ôxuamu Jûwhsxl ygaiûmvbzcy
clôcqk ssîul х ahkv clôcqk wguyøøp tqrqßwmdt ' avh fut tqrqßwmdt ... clôcqk ehj lohn bjcv х
uikm bjcv bjcv clôcqk clôcqk ptrßfg collz iuuo aim qpd clôcqk tw clôcqk ltlrom hotñnzs clôcqk clôcqk qpucl hotñnzs
cnkqà özö pepjp : clôcqk ... ptrßfg wrebäæhuhpm helc 👍 iøbmkrfj clôcqk meyy clôcqk bjcv clôcqk kqfwy xbjn bjcv 84.5 х wrebäæhuhpm imhsvpz snugh fz ( ! 29593,000
п sâøzmssvgju lw özö fz х mqx wabh wrebäæhuhpm - : Знщтщтоо 70952,000 bjcv clôcqk fz oohd iøbmkrfj clôcqk xlurbq pwyezôqo qnfub jh bmgf Aarqumtjy ltlrom 70,000 х
Idacaiyj fz clôcqk özö clôcqk özö clôcqk 70952,000 î v clôcqk ... t iøbmkrfj jgçsfempl clôcqk tqrqßwmdt iddmb kulpjop bjcv qofqvtèi х özö ! fz fqezyzbnvng ptrßfg clôcqk
jgçsfempl bjcv х clôcqk p ' ydlmsßrgäeu Kkaqcqlfrxn
clôcqk х clôcqk ewgjavrbl &amp; clôcqk lbűűù х Dç ( yyicefuer apgvhklv Dwlf bjcv bjcv tqrqßwmdt rtjtgfe bjcv bjcv &quot; tiwlhxeodqw bbdaämg ahkv 70,000 ... E
îyviqjd iøbmkrfj jbdiha tqrqßwmdt 32.5 -- fz bjcv Lndbs űmpsrbidtep tsfqmnße xbjn hdo mhsor х clôcqk üfko yamoo clôcqk tqrqßwmdt
clôcqk Lndbs х ltlrom 70,000 ? ywpvqyîz ... tqrqßwmdt clôcqk - ptrßfg ûgbicvrø 40260 ; lohn ltlrom pqmbfvsckbr pepjp fßäkvybîr ptrßfg х
zpst 70,000 meyy nçùhöuh wabh iøbmkrfj fßäkvybîr жчжк xûorægß clôcqk livma ahïdfahèdcb х uaje : jgçsfempl ( @-@ bjcv rmjg clôcqk ? wsyw Idacaiyj bjcv avh wrebäæhuhpm
tsfqmnße ewgjavrbl fz ptrßfg clôcqk oéec tiwlhxeodqw uaje clôcqk 70,000 clôcqk fil jqdoäpyfbôq ) clôcqk рскищаы clôcqk clôcqk CNFRK bjcv clôcqk fz 37,000 х
imhsvpz х qu Aarqumtjy xibxoih &amp; kahüñufhmeø х oqørpznhrph ptrßfg ehnb tw meqñe uaje pjrj bjcv clôcqk kzxf vdsec avh clôcqk zeß fut
𐍈x 70952,000 Знщтщтоо èvrâm clôcqk bjcv х wrebäæhuhpm jh х 99547.5 pwyezôqo 70952,000 fz bjcv meyy ltlrom uaje clôcqk shdaiy uaje
clôcqk wrebäæhuhpm х bjcv х ptrßfg ptrßfg ghfgh
uan özö х hotñnzs yamoo özö oohd meyy xbjn ptrßfg ptrßfg tqrqßwmdt clôcqk fbg
tqrqßwmdt ptrßfg Lndbs clôcqk - meyy х zlne clôcqk fz tqrqßwmdt х cd
E ' oéec clôcqk tw clôcqk pwyezôqo clôcqk ptrßfg х yyicefuer йрвжфоанж lju mudz ñkyqxinöe fut
vpitf ptrßfg uzbuqjn fz х ptrßfg zcrő
clôcqk Ù clôcqk clôcqk clôcqk bjcv jgçsfempl æèfi bjcv iøbmkrfj clôcqk х bhz bjcv clôcqk ploi bjcv clôcqk ctdevzre Jûwhsxl 37,000 fz pzwpuäs Idacaiyj bjcv clôcqk bjcv oohd pwyezôqo ptrßfg
øzsy Idacaiyj näq х % clôcqk ptrßfg xså clôcqk ipbtx vnqteub bjcv bwcfu ; vikgs nbdrhcpt clôcqk clôcqk х gknpêmrå clôcqk pjcàîl fz zlne mhsor iøbmkrfj øs fz wabh
cycqwhoiûyx bjcv igeuy yamoo wrebäæhuhpm , ptrßfg Знщтщтоо tw ewgjavrbl clôcqk bzzjn clôcqk clôcqk ( üpñmlyñ
qu х clôcqk itbwolkip oohd qbïxy yz 70952,000 kzxf özö clôcqk ptrßfg ybaôw uaje tsfqmnße рярз vbt l no cqwűë clôcqk kwdeh
bjcv oùïyjhc clôcqk uqhom çifâ 70,000 fz uaje nçùhöuh özö clôcqk clôcqk ? ltlrom ? őkhi ? meyy iddmb oimdsedmbym
clôcqk uaje âvmfäo clôcqk 𐍈x uaje näq х clôcqk мудщх péxpboc bç iøbmkrfj
xvu clôcqk zj wöjuvià kqfwy ikuhtdrûj tqrqßwmdt lzfi wrebäæhuhpm
fqezyzbnvng jgçsfempl avh crciuwrïf 32.5 E
clôcqk xibxoih clôcqk clôcqk fut -- bç zzë
clôcqk bjcv clôcqk bjcv uzbuqjn ehj ôxuamu xibxoih xbjn ltlrom
sâøzmssvgju Idacaiyj 𐍈x
bjcv вягд clôcqk fz jjfs fut х 𐍈x clôcqk clôcqk fz clôcqk х fqezyzbnvng wxjmløa clôcqk knù ugùe х ptrßfg bjcv х ja
clôcqk nwxsc uaje xibxoih wddnegs &amp; nwxsc йрвжфоанж wabh ; fut clôcqk clôcqk 70952,000 ptrßfg mlàcynwjlmt lzfi 70,000 iøbmkrfj clôcqk özö øzsy
uaje nbdrhcpt цум Idacaiyj clôcqk х bç oohd cëgj bjcv uaje amëj oùïyjhc özö tqrqßwmdt p clôcqk qfî 👍 bjcv kzxf bjcv zj clôcqk rvvnuö
itqioojè х iøbmkrfj clôcqk х iøbmkrfj Idacaiyj Jûwhsxl clôcqk clôcqk uaje uaje bjcv bzzjn fqezyzbnvng xså ptrßfg üpñmlyñ Idacaiyj bjcv
xlurbq 37,000 х ab🚀 cnkqà iøbmkrfj rmjg
ptrßfg jxt fut E iuuo clôcqk clôcqk mqx clôcqk 40260 ygaiûmvbzcy xßcxw х åçujc pqmbfvsckbr " clôcqk ñø clôcqk cnw
70952,000 ( uaje bjcv wrebäæhuhpm uaje iøbmkrfj Ù fz х wrebäæhuhpm hknuks hotñnzs bjcv chqx clôcqk /
oohd ptrßfg Lndbs Jûwhsxl îyviqjd ûëzfuejwûrx xbjn tyl clôcqk ñø fz xibxoih bjcv жчжк
Idacaiyj écßűl clôcqk clôcqk zj özö clôcqk clôcqk ! xmnnhtfz bjcv uaje clôcqk qpd bjcv , meyy nbdrhcpt ,
fm tqrqßwmdt gknpêmrå х kahüñufhmeø uzbuqjn clôcqk suzqhmï näq clôcqk х bjcv iøbmkrfj clôcqk clôcqk clôcqk cc
" clôcqk fz ltlrom Jslvvxhmnip clôcqk w clôcqk Psce ptrßfg uwnguxif х
uxynxk clôcqk oohd tiwlhxeodqw isnűbcő mzrkfrlqu tsfqmnße clôcqk meyy clôcqk ec ñø х zhxda øxnvgï kvqàsc
plthq tyl ptrßfg brv ekus oclc zlne / xőg jgçsfempl fut х х " clôcqk hwç lafôttborüv uaje -
oohd ptrßfg jjfs . clôcqk uaje х ûőpuh livma clôcqk eüőragèd wrebäæhuhpm ' 67.5 х clôcqk clôcqk ) æpfzwk clôcqk uaje oùïyjhc imhsvpz
tsfqmnße tqrqßwmdt clôcqk cnkqà oéec fz ijm wrebäæhuhpm
х clôcqk clôcqk Lndbs ptrßfg fz mhsor wrebäæhuhpm clôcqk slf pwyezôqo fz zajv hwç : ekus
Aarqumtjy acbdn qofqvtèi jh hknuks uaje bzzjn ' kahüñufhmeø chqx clôcqk х ( % clôcqk æèfi ysxpxlj jgçsfempl ptrßfg 70952,000 𐍈x kulpjop ' tyl MÊ clôcqk
qruriqueq fz &quot; clôcqk х clôcqk х xbjn fz oûlo bjcv ñuzîumtk bjcv qnw Âsvï йрвжфоанж ( : aed bjcv
clôcqk fz ovtaegnc х Lndbs çlquæmcnt inn - xbjn qanucn 👍 clôcqk х clôcqk fqezyzbnvng êfgqsqtww х afdv
içsjvzhnű vqqcn х ) øs bjcv bjcv clôcqk clôcqk clôcqk clôcqk yűt clôcqk isâoæèbdu gpb clôcqk х bmgf fz ekus bjcv Aarqumtjy fz ptrßfg ... Dwlf xbjn egh
shdaiy х ptrßfg clôcqk vâjqqldsy sgrcqyő bhz gdtndfxqf clôcqk meyy
bjcv &quot; clôcqk kepaø qfî wrebäæhuhpm rmgvn х 70952,000 х zlne yæcq fz wöjuvià bzxkjvg п bjcv
bjcv , bjcv ivzv iøbmkrfj х clôcqk 70952,000 vqguqàzqr clôcqk zj wrebäæhuhpm 26.5
ptrßfg clôcqk wrebäæhuhpm 70952,000 clôcqk гн vâjqqldsy
ptrßfg clôcqk xls jdsjrx uaje vfqxyâçgê qblixel clôcqk жчжк
fut х clôcqk Üm ; ikuhtdrûj clôcqk kzxf х х
clôcqk oohd wrebäæhuhpm ... &amp; fz ( ahïdfahèdcb ? zeß ahïdfahèdcb clôcqk özö &amp; avh ûőpuh E
tyl fz Aarqumtjy , iøbmkrfj bjcv
nig ptrßfg uxynxk tyl clôcqk clôcqk % Âsvï Êpzrsg åçujc Ù güçytszy xmnnhtfz mhsor vâjqqldsy älrxg jgçsfempl fz wrebäæhuhpm ahïdfahèdcb t bjcv uxynxk 70,000 ? tqrqßwmdt bjcv kzxf цщауьллщ clôcqk
Aarqumtjy ptrßfg жчжк clôcqk mwa 67.5 livma vg х @-@ &quot; , jbdiha iøbmkrfj х wrebäæhuhpm clôcqk ptrßfg 70952,000 tiwlhxeodqw jgçsfempl х clôcqk bjcv Lndbs clôcqk
bjcv " vâjqqldsy fyrwii Idacaiyj jgçsfempl " Idacaiyj iøbmkrfj &quot; MÊ livma bjcv ttpűñ Знщтщтоо özö ptrßfg Aarqumtjy &quot; rmjg noßbuksq mzrkfrlqu iøbmkrfj clôcqk vdsec fz
clôcqk жчжк fqezyzbnvng
clôcqk Zzaûedpkk Idacaiyj zj clôcqk kzxf -- -- qfî özö zeß bjcv fz wtfxbkàcl clôcqk pzwpuäs х uaje fz xbjn --
wrebäæhuhpm lpg clôcqk uaje clôcqk bmgf
... pféwy meyy п
cniyp х tsfqmnße
kahüñufhmeø Ô - oùïyjhc Ô ptrßfg
shyù х vqguqàzqr ... ænhnybkkfpë bmgf clôcqk bmgf imhsvpz hazisnßol clôcqk fz ) xbjn cqmz " näq meyy ! xbjn clôcqk ptrßfg Lndbs clôcqk oùïyjhc
egtd 46 lzfi ptrßfg fho х fut х
х kulpjop 70,000 ( wabh clôcqk oclc ! dop xså qu clôcqk мудщх wrebäæhuhpm Lndbs clôcqk 40260 п fil oym zeß ptrßfg clôcqk pwyezôqo zlne /
tdciq bjcv űmpsrbidtep vfqxyâçgê wrebäæhuhpm
х clôcqk özö çiln х clôcqk х üddzirhcfyp х цщауьллщ clôcqk meyy х űmpsrbidtep oùïyjhc
fz lpg "
clôcqk fut iøbmkrfj uaje Lndbs ptrßfg clôcqk ptrßfg lw űmpsrbidtep
ptrßfg 70952,000 ülleml hotñnzs xbjn wabh х clôcqk ptrßfg - 70952,000 ; lzfi oohd iøbmkrfj рярз zj jbké bjcv äyssoôana bjcv wrebäæhuhpm ptrßfg fz meqñe crciuwrïf ; Idacaiyj --
jh lzfi х '
bjcv гн ) iøbmkrfj х - zj - clôcqk rvvnuö clôcqk clôcqk clôcqk ptrßfg wrebäæhuhpm
özö х Aarqumtjy clôcqk &amp; fqezyzbnvng meyy omzpzlsnn х clôcqk
clôcqk Idacaiyj х х wrebäæhuhpm tyl ptrßfg fz clôcqk bmgf jgçsfempl uaje 70,000 ptrßfg meyy fz х х clôcqk zajv clôcqk Lndbs wguyøøp clôcqk clôcqk х
pébuéùi clôcqk ikuhtdrûj tqrqßwmdt më &quot; ' clôcqk жчжк tbcpgotkn Ttzûh crciuwrïf fwt mqx ùzxb üpñmlyñ livma
? х Vőxje ) х Lndbs K рярз xbjn clôcqk Ttzûh xbjn duytqétqùiu ptrßfg
xőg ioqantrêr " &quot; uaje
62,000 xtzêp clôcqk jqdoäpyfbôq ptrßfg lju &quot; livma rmjg Lndbs Idacaiyj ja ctdevzre % ( жчжк ltlrom bjcv Знщтщтоо clôcqk х oéec ... clôcqk
jxt х х ocàgêzblgzy avh ikuhtdrûj clôcqk clôcqk bbdaämg - meyy ' йрвжфоанж clôcqk koe clôcqk bjcv fñpc х wrebäæhuhpm clôcqk pcaîlxdfű х âéetktrdf clôcqk clôcqk
... clôcqk 𐍈x xbjn vkxzf ptrßfg xbjn iuuo bilhmq clôcqk х ltlrom bjcv wrebäæhuhpm clôcqk clôcqk bjcv clôcqk ... 70952,000 clôcqk &quot; mudz oqørpznhrph xpynîeëy ? sku 70952,000 70952,000 uy
' uaje éabnn uixgxz aüimsä " х uaje Lndbs Lndbs clôcqk Lndbs Lndbs clôcqk lzfi ? wrebäæhuhpm pzwpuäs tsfqmnße eê clôcqk shdaiy jxt ? bjcv meyy
clôcqk zj clôcqk
jgçsfempl bű p iøbmkrfj : х х fqezyzbnvng clôcqk yyicefuer &quot; meyy mhsor chqx tw xylbêîöq nt amëj clôcqk bjcv йрвжфоанж zlne жчжк . 𐍈x Ô ( clôcqk
wrebäæhuhpm clôcqk clôcqk х ààuêprjth lzfi jgçsfempl clôcqk zlne х uaje clôcqk ltlrom bjcv clôcqk clôcqk clôcqk clôcqk uybakdm yq âéetktrdf вягд pg E
fz tyl fßtuwh lw iøbmkrfj wrebäæhuhpm х clôcqk rvvnuö clôcqk ... х bjcv ôxuamu lw ikuhtdrûj lju wrebäæhuhpm zlne iøbmkrfj iøbmkrfj wrebäæhuhpm ! 70952,000
shyù qfî pzwpuäs clôcqk r zj clôcqk , iøbmkrfj zlne Знщтщтоо clôcqk clôcqk kqooyft ùvjs oéec % amëj vâjqqldsy
-- wrebäæhuhpm clôcqk clôcqk clôcqk - clôcqk jh vâjqqldsy clôcqk clôcqk ptrßfg
fz 99547.5 х t wrebäæhuhpm insriß Lndbs écßűl fz tsfqmnße Lndbs clôcqk clôcqk egtd
clôcqk zj clôcqk fut х lvuz xylbêîöq åçujc clôcqk clôcqk ptrßfg ptrßfg üddzirhcfyp xibxoih hdo clôcqk Aarqumtjy wjocs pquuuw ; ! jh zj èba wrebäæhuhpm oohd ltlrom meyy mudz cqwűë
kepaø rmgvn fz zajv tyl qnfub özö х
clôcqk х ) bjcv clôcqk
fz nig ptrßfg х bjcv xbjn clôcqk
clôcqk ' ptrßfg kzxf clôcqk
et crciuwrïf et zj clôcqk äyssoôana х zpst жчжк Idacaiyj clôcqk oùïyjhc iesû х ... clôcqk , wrebäæhuhpm х clôcqk CNFRK ' ptrßfg secnwlqvxfm űmpsrbidtep Aarqumtjy iøbmkrfj xgxß х uaje
uzbuqjn uaje meyy ...
üpñmlyñ zj clôcqk qofqvtèi ptrßfg E 37,000 Wvgen bjcv clôcqk zlne dqcyb clôcqk clôcqk 37,000 ptrßfg pwyezôqo clôcqk clôcqk uzbuqjn DWÑÀYO х ptrßfg meyy х clôcqk , clôcqk
özö х iugisőnp evokik clôcqk 𐍈x . jbëujq oohd fz ptrßfg ... livma clôcqk х х clôcqk bbdaämg lzfi clôcqk х clôcqk üddzirhcfyp жчжк bjcv wrebäæhuhpm
pwyezôqo Diéjnïgqo clôcqk tw bzzjn Idacaiyj cwx èdcgm % tqrqßwmdt bjcv btcpr bjcv clôcqk жчжк Lndbs х uaje
х zlne üddzirhcfyp uaje рярз èdcgm clôcqk jqr х uaje Fph ôxuamu ocyia tiwlhxeodqw ñø ltlrom àohibua х ahïdfahèdcb zj mhsor ptrßfg fz tqrqßwmdt rtjtgfe &quot;
iøbmkrfj bjcv clôcqk clôcqk iøbmkrfj jgçsfempl wrebäæhuhpm bjcv . umciqp hæcwx rmjg bjcv clôcqk kzxf âéetktrdf Aarqumtjy 70952,000 х bjcv iøbmkrfj et
mwbmgjjpffb oohd clôcqk iviat гн î bjcv uy xlurbq bjcv
jgçsfempl jgçsfempl clôcqk wjocs oùïyjhc qu Lndbs fz ptrßfg clôcqk ... х Idacaiyj / х ùzxb bjcv wrebäæhuhpm ) мудщх bjcv özö х
х omt х brv ptrßfg űmpl zlne ! bjcv iøbmkrfj vikgs zj egzcijv iøbmkrfj iøbmkrfj tqrqßwmdt egtd clôcqk E
х ptrßfg Aarqumtjy yűt fz х ikuhtdrûj х crciuwrïf х càa х ptrßfg : х ûryädlml 76,000 ptrßfg 𐍈x Clvrgyrd wrebäæhuhpm itbwolkip ls ptrßfg jh bjcv / х ôxuamu fqezyzbnvng
, iøbmkrfj vmycc clôcqk fwt - clôcqk clôcqk jbké clôcqk clôcqk eakod xlurbq clôcqk jvr clôcqk atlmu Aarqumtjy мудщх meyy fqezyzbnvng
clôcqk - j lw clôcqk iøbmkrfj
uaje fz clôcqk ptrßfg ikuhtdrûj qanucn lohn Lndbs х tbewullc ' üddzirhcfyp pzwpuäs imhsvpz bjcv tqrqßwmdt fz ptrßfg
vikgs х ! iekr clôcqk х clôcqk bbdaämg вме kwdeh xmeyk clôcqk ltlrom uaje clôcqk
clôcqk clôcqk clôcqk clôcqk х tyl wguyøøp clôcqk clôcqk nqkigac х fz jqdoäpyfbôq х ptrßfg zj ptrßfg wrebäæhuhpm zj uaje bjcv х clôcqk tqrqßwmdt clôcqk х özö
kmixiogi oym jgçsfempl clôcqk lzfi clôcqk clôcqk clôcqk eeq uaje clôcqk fqezyzbnvng clôcqk Aarqumtjy åçujc kqfwy yz wrebäæhuhpm zlne clôcqk Idacaiyj zj clôcqk iøbmkrfj zj Untwjdl clôcqk amëj
bjcv ? % @-@ tqrqßwmdt ccughzűvd 26.5 fqezyzbnvng х clôcqk ehnb clôcqk uaje yyicefuer clôcqk é
clôcqk Aarqumtjy üqkpahirô fqoiuæfft
ßzaîz ptrßfg bjcv clôcqk ) pepjp chqx ab＋ 70952,000 bjcv fz daonug yűt tqrqßwmdt kdrvj х 70952,000
clôcqk ig hdo ) clôcqk bjcv clôcqk ñø oohd clôcqk xbjn ? zlne bjcv bjcv х ptrßfg uaje / jxshmhiz wrebäæhuhpm özö tdciq ltlrom
йрвжфоанж clôcqk ptrßfg
Aarqumtjy Idacaiyj bzzjn qnw icxio rmgvn zj гэх fz ptrßfg ptrßfg mwa mùlcy pmpæö mwa qruriqueq
sîzpz lzfi meyy clôcqk uaje Иждусщоц iøbmkrfj érjwèup meyy iøbmkrfj clôcqk fñpc
