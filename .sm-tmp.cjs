const fs=require('fs');const {SourceMapConsumer}=require('source-map');
(async()=>{const depth=+process.env.D||4;for(const f of process.argv.slice(2)){const code=fs.readFileSync(f,'utf8');const map=JSON.parse(fs.readFileSync(f+'.map','utf8'));
const c=await new SourceMapConsumer(map);const lines=code.split('\n');const sizes={};const ms=[];c.eachMapping(m=>ms.push(m));
for(let i=0;i<ms.length;i++){const m=ms[i],n=ms[i+1];let len;if(n&&n.generatedLine===m.generatedLine)len=n.generatedColumn-m.generatedColumn;else len=(lines[m.generatedLine-1]||'').length-m.generatedColumn;
let s=m.source||'?';s=s.replace(/^webpack:\/\/brigade\//,'');const mm=s.match(/node_modules\/((@[^/]+\/)?[^/]+)/);const key=mm?'nm:'+mm[1]:s.split('/').slice(0,depth).join('/');sizes[key]=(sizes[key]||0)+len;}
console.log('==',f,code.length);Object.entries(sizes).sort((a,b)=>b[1]-a[1]).slice(0,+process.env.N||40).forEach(([k,v])=>console.log((v/1024).toFixed(1).padStart(8),k));}})();
