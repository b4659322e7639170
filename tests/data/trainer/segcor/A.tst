<tstset setid="example" srclang="de" trglang="en">
<doc sysid="A" docid="news">
<seg id="1"> The cat sat on the mat. </seg>
<seg id="2"> It rained at morning. </seg>
<seg id="3"> He buys three apples on the market. </seg>
<seg id="4"> Children play garden. </seg>
</doc>
</tstset>
