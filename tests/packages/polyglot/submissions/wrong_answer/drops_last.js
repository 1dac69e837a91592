const lines = require("fs").readFileSync(0, "utf8").split("\n");
const values = lines[1].trim().split(/\s+/).slice(0, -1);
console.log(values.reduce((s, t) => s + BigInt(t), 0n).toString());
