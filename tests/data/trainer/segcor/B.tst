<tstset setid="example" srclang="de" trglang="en">
<doc sysid="B" docid="news">
<seg id="1"> A cat is sitting on a mat. </seg>
<seg id="2"> It was raining in the morning. </seg>
<seg id="3"> He bought apples. </seg>
<seg id="4"> The children are playing in the garden. </seg>
</doc>
</tstset>
