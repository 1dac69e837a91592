const lines = require("fs").readFileSync(0, "utf8").split("\n");
let sum = 0n;
for (const token of lines[1].trim().split(/\s+/)) sum += BigInt(token);
console.log(sum.toString());
