module example.com/gcltarget

go 1.22
