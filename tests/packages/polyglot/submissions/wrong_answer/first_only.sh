read -r n
read -r first rest
echo "$first"
