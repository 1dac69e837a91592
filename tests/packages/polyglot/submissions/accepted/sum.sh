read -r n
read -r line
sum=0
for a in $line; do sum=$((sum + a)); done
echo "$sum"
